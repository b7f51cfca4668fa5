/**
 * Author profiles (ADR 315), under the blog posts: the name and short bio the public "About the
 * Author" box shows for posts by that name (case aside). Add, edit and delete; each change is
 * audited and refreshes the author's public post pages.
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type AuthorProfile, type AuthorProfileInput, authorProfileInputSchema } from "#contract/author-profiles.ts";
import { TextAreaField, TextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { fieldProps } from "../../../lib/field-props";
import { toast } from "../../../lib/toast";
import { useAuthorProfiles, useDeleteAuthor, useSaveAuthor } from "../admin-api";
import { reportSaveError } from "../save-error";

function ProfileForm({ profile, onDone }: { profile: AuthorProfile | null; onDone: () => void }) {
  const save = useSaveAuthor();
  const form = useForm<AuthorProfileInput>({
    resolver: valibotResolver(authorProfileInputSchema),
    defaultValues: { name: profile?.name ?? "", bio: profile?.bio ?? "" },
    mode: "onTouched",
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: profile?.id ?? null, input },
      {
        onSuccess: ({ data }) => {
          toast({
            title: profile ? "Author profile updated" : "Author profile created",
            description: `${data.name}'s bio shows on their posts.`,
          });
          onDone();
        },
        onError: (error) => reportSaveError(error, form, "The author profile could not be saved. Please try again."),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-md border border-border p-4">
      <TextField label="Name" required hint="Exactly as the posts' author field has it (case aside)" {...field("name")} />
      <TextAreaField label="Bio" required rows={3} hint="Two or three sentences, shown in About the Author" {...field("bio")} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save profile"}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AuthorProfilesPanel() {
  const profiles = useAuthorProfiles();
  const remove = useDeleteAuthor();
  // null: no form; "new" or a profile: its form.
  const [editing, setEditing] = useState<AuthorProfile | "new" | null>(null);
  return (
    <section aria-labelledby="author-profiles" className="mt-10 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="author-profiles" className="text-xl font-semibold">
          Author profiles
        </h2>
        {editing === null ? <Button onClick={() => setEditing("new")}>New author profile</Button> : null}
      </div>
      {editing !== null ? (
        <ProfileForm
          key={editing === "new" ? "new" : editing.id}
          profile={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {profiles.isError ? <p className="text-destructive">The author profiles could not be loaded.</p> : null}
      <ul className="grid gap-3">
        {(profiles.data ?? []).map((profile) => (
          <li key={profile.id} className="rounded-md border border-border p-4">
            <p className="font-semibold">{profile.name}</p>
            <p className="mt-1 text-sm">{profile.bio}</p>
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="outline" aria-label={`Edit the profile of ${profile.name}`} onClick={() => setEditing(profile)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="destructive"
                aria-label={`Delete the profile of ${profile.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(profile.id, {
                    onSuccess: () =>
                      toast({ title: "Author profile deleted", description: `${profile.name}'s posts show the generated text again.` }),
                  })
                }
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
        {profiles.data?.length === 0 ? <li className="text-sm text-muted-foreground">No author profiles yet.</li> : null}
      </ul>
    </section>
  );
}
