/**
 * A lead's e-mail to its team, as the admin lists show it: pending, sent (when), or failed (why),
 * with Resend. docs/lead-notifications.md.
 */
import type { LeadNotification } from "#contract/admin.ts";
import { Button } from "../../../components/ui/button";
import { useResendNotification } from "../admin-api";
import { Badge, DateTime } from "../admin-ui";

/** Resend for one notification; a refusal (e.g. it is already on its way) is said next to it. */
export function ResendButton({ id, name, variant = "outline" }: { id: number; name: string; variant?: "outline" | "destructive" }) {
  const resend = useResendNotification();
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        disabled={resend.isPending}
        aria-label={`Resend notification for ${name}`}
        onClick={() => resend.mutate(id)}
      >
        Resend
      </Button>
      {resend.isError ? (
        <span className="text-xs text-destructive">{resend.error instanceof Error ? resend.error.message : "Resend failed."}</span>
      ) : null}
    </>
  );
}

export function NotificationStatus({ notification, name }: { notification: LeadNotification | null; name: string }) {
  if (!notification) return <span className="text-muted-foreground">—</span>;
  if (notification.status === "pending") return <Badge tone="neutral">Pending</Badge>;
  if (notification.status === "sent") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="positive">Sent</Badge>
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {notification.sentAt ? <DateTime iso={notification.sentAt} /> : ""}
        </span>
        <ResendButton id={notification.id} name={name} />
      </div>
    );
  }
  return (
    <div className="flex max-w-xs flex-col items-start gap-1">
      <Badge tone="negative">Failed</Badge>
      <span className="text-xs break-words">{notification.error}</span>
      <ResendButton id={notification.id} name={name} variant="destructive" />
    </div>
  );
}
