/** The merch forms' notices (docs/decisions/080). */
export const customQuoteNotices = {
  success: {
    title: "Quote Request Sent",
    description: "Thank you for your request. Our merchandise team will review it and send you a quote shortly.",
  },
  failure: "There was a problem sending your quote request. Please try again.",
} as const;

export const orderNotices = {
  success: {
    title: "Order Request Sent",
    description: "Thank you for your order. Our merchandise team will confirm availability, shipping and payment with you shortly.",
  },
  failure: "There was a problem sending your order request. Please try again.",
} as const;
