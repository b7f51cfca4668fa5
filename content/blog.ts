/** The blog's own words: its page heading and introduction (also the RSS channel's description). */
export const blogIntro = {
  heading: "Blog",
  text: "News, guides and project notes on solar, hydrogen, EV charging, bitcoin mining, data centers and financing from our engineers and finance team.",
} as const;
