/**
 * The retention figures (wrangler.toml's; tests/worker/retention.test.ts keeps them equal) and the
 * note beside every lead form's submit button. Apart from the notice (content/privacy.ts), so every
 * page with a form does not download the whole notice's copy to say one sentence.
 */

/** How long the site keeps what it stores, as configured (wrangler.toml). */
export const retention = { leadMonths: 24, chatDays: 30, unconfirmedSubscriptionDays: 3 } as const;

/** Said next to every form's submit button (web/src/components/form/privacy-note.tsx). */
export const formPrivacyNote = {
  before: "We use these details only to answer this request, and delete them after ",
  after: ` months. See our `,
  link: "Privacy Notice",
} as const;
