/** Copy of /clients (Start Your Project). */
import { company, listAnd, officeTowns, operatingRegions } from "../site";
import type { Card, FaqItem } from "../types";
import { consultationStart, type Step, type Testimonial } from "./terms";

/** Rendered by the /clients hero. */
export const clientsIntro = {
  heading: "Start Your Project",
  text: "Tell us what you want to build. One team takes your project from the first conversation to commissioning, in the United States or in Europe.",
} as const;

/** Rendered by the /clients four-step explainer. */
export const clientSteps: readonly Step[] = [
  {
    step: 1,
    title: "Initial Consultation",
    text: `We learn your site, goals, budget and timeline by phone, video or on-site visit. The consultation phase typically starts within ${consultationStart} of your request.`,
  },
  {
    step: 2,
    title: "Assessment & Design",
    text: "Our engineers assess the site and utility connection, model production, costs and returns, and prepare a preliminary design.",
  },
  {
    step: 3,
    title: "Proposal & Contract",
    text: "You receive a clear proposal with scope, price, schedule, available incentives and financing options such as PACE. Once agreed, we sign and schedule the work.",
  },
  {
    step: 4,
    title: "Execution & Delivery",
    text: "Our crews and vetted contractors permit, build and commission the project, with one project manager as your contact until handover and beyond.",
  },
];

/** Rendered by the /clients "Why Choose" cards. */
export const whyChoose: readonly Card[] = [
  {
    title: `${company.yearsOfExperience} Years of Experience`,
    text: `In the field since ${company.foundedYear}: electrical contracting, renewable energy, digital infrastructure and claims recovery, delivered by teams who have seen most problems before.`,
  },
  {
    title: "Dual-Continent Operations",
    text: `Offices in ${listAnd(officeTowns)} let us deliver projects across the United States and Europe with local crews and local knowledge.`,
  },
  {
    title: "End-to-End Delivery",
    text: "Feasibility, design, financing, permitting, construction and maintenance under one roof, so nothing falls between contractors.",
  },
];

/** Rendered by the /clients testimonials. */
export const clientTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Kilbride took our distribution center from a power bill we dreaded to a rooftop array that covers most of our daytime load. One project manager, a schedule they kept, and no surprises on the invoice.",
    name: "Rachel Whitfield",
    role: "Director of Facilities",
    company: "High Plains Cold Storage",
  },
  {
    quote:
      "Their Dublin team handled design, grid connection and commissioning for our fleet charging depot while we kept the vans on the road. We are already planning the second site with them.",
    name: "Ciarán Byrne",
    role: "Fleet Operations Manager",
    company: "Liffeyside Logistics",
  },
];

/** Rendered by the /clients page (if the page builder adds an FAQ) and read by the chat assistant. */
export const clientFaq: readonly FaqItem[] = [
  {
    question: "How soon can we start?",
    answer: `The consultation phase typically starts within ${consultationStart} of your request.`,
  },
  {
    question: "What should I have ready for the first conversation?",
    answer:
      "The site location, what you want to achieve, and any recent utility bills, drawings or budget and timeline targets. Budget and timeline are optional on the intake form.",
  },
  {
    question: "Can you help finance the project?",
    answer:
      "Yes. We model incentives for every project and can arrange PACE financing, which repays eligible upgrades over the long term through the property's tax assessment.",
  },
  {
    question: "Do you work outside the United States?",
    answer: `Yes. ${operatingRegions.ireland.summary}`,
  },
];
