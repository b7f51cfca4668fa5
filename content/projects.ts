/** The words of /projects above the list: its heading (also its breadcrumb and share card) and introduction. */
export const projectsIntro = {
  heading: "Our Projects",
  text: "Solar arrays, hydrogen plants, EV charging hubs, bitcoin mining facilities and insurance recoveries we have delivered across the United States and Europe.",
} as const;
