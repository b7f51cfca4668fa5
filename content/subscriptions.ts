/**
 * The words of "Follow the blog" (ADR 304–306) on the /subscribe page, which shows what became of a
 * request, a confirmation or an unsubscribe (the box's own words are in site.ts, which every page
 * already loads). The e-mails' own sentences are in worker/subscriptions/mail.ts.
 */
import {
  CONFIRM_EXPIRED_ANSWER,
  CONFIRMED_ANSWER,
  SUBSCRIBE_ANSWER,
  type SubscribeOutcome,
  UNSUBSCRIBED_ANSWER,
} from "#contract/subscription-texts.ts";

export const subscribePage = {
  /** What the list is called in the e-mails ("… asked for new-article e-mails"). */
  listName: "new-article",
  heading: "Follow the blog",
  intro: "An e-mail each time we publish a new article on solar, hydrogen, EV charging, data centers and financing. Nothing else.",
  confirmHeading: "Confirm your subscription",
  confirmText: "Press the button to start getting an e-mail for each new article.",
  confirmButton: "Confirm subscription",
  unsubscribeHeading: "Unsubscribe",
  unsubscribeText: "Press the button and we stop e-mailing you about new articles. Your address is deleted.",
  unsubscribeButton: "Unsubscribe",
  rssText: "Prefer a feed reader? Follow the RSS feed instead; it needs no e-mail address.",
} as const;

/** What the page says after a native form's POST (the outcome is in its query). */
export const subscribeOutcomeText: Readonly<Record<SubscribeOutcome, { heading: string; text: string }>> = {
  sent: { heading: "Check your inbox", text: SUBSCRIBE_ANSWER },
  invalid: { heading: "That address did not work", text: "Please enter a valid email address." },
  confirmed: { heading: "Subscribed", text: CONFIRMED_ANSWER },
  expired: { heading: "Link expired", text: CONFIRM_EXPIRED_ANSWER },
  unsubscribed: { heading: "Unsubscribed", text: UNSUBSCRIBED_ANSWER },
};
