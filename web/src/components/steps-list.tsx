import type { Step } from "#content/programs/terms.ts";

/** A numbered "how it works" list. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.step} className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {step.step}
          </span>
          <h3 className="mt-4 text-xl font-semibold">
            <span className="sr-only">Step {step.step}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
