/**
 * The subscription e-mails (ADR 304, 305): the confirmation and the new-article e-mail. Every one
 * carries the one-click unsubscribe headers of RFC 8058 (List-Unsubscribe with an https URL that
 * takes a POST, List-Unsubscribe-Post) and an unsubscribe link in its text. Post titles and
 * excerpts are plain text: escaped in the HTML part.
 */
import { pathTo } from "#contract/routes.ts";
import { CONFIRM_LINK_DAYS } from "#contract/subscription-texts.ts";
import { company } from "#content/site.ts";
import { subscribePage } from "#content/subscriptions.ts";
import type { OutgoingMail } from "../notifications/email-service";
import { escapeMarkup } from "../pages/escape";

interface Recipient {
  email: string;
  unsubscribeToken: string;
}

interface Links {
  from: string;
  siteUrl: string;
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

/** The page where a visitor confirms or unsubscribes by pressing a button (a GET changes nothing). */
const confirmLink = (siteUrl: string, token: string) => absolute(siteUrl, `${pathTo("subscribe")}?confirm=${token}`);
const unsubscribePageLink = (siteUrl: string, token: string) => absolute(siteUrl, `${pathTo("subscribe")}?unsubscribe=${token}`);
/** The one-click endpoint a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
const oneClickLink = (siteUrl: string, token: string) => absolute(siteUrl, `/api/subscriptions/unsubscribe?token=${token}`);

function listHeaders(siteUrl: string, token: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickLink(siteUrl, token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function footer(siteUrl: string, token: string): { text: string; html: string } {
  const link = unsubscribePageLink(siteUrl, token);
  const why = `You get this e-mail because this address asked for ${subscribePage.listName} e-mails on ${company.name}'s website.`;
  return {
    text: `${why}\nUnsubscribe: ${link}`,
    html: `<p style="color:#555;font-size:13px">${escapeMarkup(why)}<br><a href="${escapeMarkup(link)}">Unsubscribe</a></p>`,
  };
}

/** Asks the address's owner to confirm; the link works for CONFIRM_LINK_DAYS. */
export function confirmationMail(to: Recipient, confirmToken: string, opts: Links): OutgoingMail {
  const link = confirmLink(opts.siteUrl, confirmToken);
  const ask = `Please confirm that you want an e-mail from ${company.name} whenever a new article is published on our blog.`;
  const ignore = `If you did not ask for this, ignore this e-mail: nothing more will be sent, and the address is deleted after ${CONFIRM_LINK_DAYS} days.`;
  const end = footer(opts.siteUrl, to.unsubscribeToken);
  return {
    from: opts.from,
    to: [to.email],
    subject: `Confirm your subscription to the ${company.name} blog`,
    text: [ask, "", `Confirm your subscription (the link works for ${CONFIRM_LINK_DAYS} days): ${link}`, "", ignore, "", end.text].join(
      "\n",
    ),
    html: [
      `<p>${escapeMarkup(ask)}</p>`,
      `<p><a href="${escapeMarkup(link)}">Confirm your subscription</a> (the link works for ${CONFIRM_LINK_DAYS} days)</p>`,
      `<p>${escapeMarkup(ignore)}</p>`,
      end.html,
    ].join("\n"),
    headers: listHeaders(opts.siteUrl, to.unsubscribeToken),
  };
}

/** A new article: its title, excerpt and link. */
export function newPostMail(to: Recipient, post: { title: string; excerpt: string; slug: string }, opts: Links): OutgoingMail {
  const link = absolute(opts.siteUrl, pathTo("blogPost", { slug: post.slug }));
  const end = footer(opts.siteUrl, to.unsubscribeToken);
  return {
    from: opts.from,
    to: [to.email],
    subject: `New on the ${company.name} blog: ${post.title}`,
    text: [post.title, "", post.excerpt, "", `Read it: ${link}`, "", end.text].join("\n"),
    html: [
      `<h1 style="font-size:20px">${escapeMarkup(post.title)}</h1>`,
      `<p>${escapeMarkup(post.excerpt)}</p>`,
      `<p><a href="${escapeMarkup(link)}">Read the article</a></p>`,
      end.html,
    ].join("\n"),
    headers: listHeaders(opts.siteUrl, to.unsubscribeToken),
  };
}
