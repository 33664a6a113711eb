import { business } from "#app/config/business.ts";

/** A paragraph, or a bulleted list when the entry is an array. */
export type LegalBlock = string | string[];

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  /** ISO date of the last change; shown to visitors. */
  updated: string;
  sections: LegalSection[];
}

const contactLine = `e-mail ${business.email}, call ${business.phone.display}, or write to ${business.name}, ${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  summary: `What ${business.name} collects when you contact us through this website, why, how long we keep it, and how to have it deleted.`,
  updated: "2026-11-28",
  sections: [
    {
      heading: "The short version",
      blocks: [
        "We collect only what you type into our forms, use it to answer you and to quote and plan your project, and never sell or rent it to anyone. You can ask us at any time to see or delete what we hold about you.",
      ],
    },
    {
      heading: "What we collect",
      blocks: [
        "When you send a consultation request, a message or a quote request, we store what you enter:",
        [
          "your name, e-mail address and phone number;",
          "your project location or street address, if you give it;",
          "project details such as the type of work, pool size, features you are interested in and your timeline;",
          "how you prefer to be contacted and, for callbacks, your preferred time of day;",
          "your message or notes, and the date and time you sent the form;",
          "if you tick the box to send it with a quote request, the photo of your yard from \u201cSee it in your yard\u201d, the picture with the pool placed in it, what you painted as standing in front of the pool, and the rectangle and placement you marked (details stored in the photo file, such as its location, are removed before we keep it; it is deleted with your request);",
          "where the request came from: the page you sent it from, the website that referred you and any campaign tags in the link you followed, so we know which of our listings and advertising work.",
        ],
        "To record that, your browser keeps the page you first arrived on in session storage for the length of your visit; it is cleared when you close the tab.",
        "A yard photo you use in \u201cSee it in your yard\u201d stays in your browser\u2019s storage on your device, not on our server, until you remove it there or send it with a quote.",
        "Our web server also keeps short technical logs (the page requested, the time and the response status) to keep the site secure and working. We do not use advertising or tracking cookies, and we do not build profiles of visitors.",
      ],
    },
    {
      heading: "Why we use it",
      blocks: [
        [
          "to reply to your request by phone or e-mail, as you asked;",
          "to prepare estimates, designs and schedules for your project;",
          "to keep a record of what was agreed if you become a client, including for warranty work;",
          "to block spam and abuse of our forms.",
        ],
        "We do not send marketing newsletters from these forms. If we ever offer one, it will be a separate opt-in.",
      ],
    },
    {
      heading: "E-mail notifications",
      blocks: [
        "When you submit a form, our system sends an e-mail notification with your request to our office team so someone can respond quickly. These notifications go only to our own staff mailboxes and are handled by our e-mail provider on our behalf.",
      ],
    },
    {
      heading: "Who we share it with",
      blocks: [
        "We do not sell, rent or trade your information. We share it only with service providers who host our website, database and e-mail, under agreements that limit their use to running our services, and when the law requires it.",
        "The financing companies linked from our site are independent businesses. If you apply with them, their own privacy policies apply; we do not pass your form details to them.",
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        "Inquiries that do not lead to a project are deleted 24 months after our last contact with you. If you become a client, we keep your contact details and project records for as long as your construction warranty runs, plus the period required for tax and contract records. Submissions identified as spam are deleted within 90 days.",
      ],
    },
    {
      heading: "Your choices and deletion",
      blocks: [
        `You can ask us to show you, correct or delete the information we hold about you. To make a request, ${contactLine}. We will confirm your request and act on it within 30 days. If we need to keep a record for legal reasons, for example an active contract, we will tell you what and why.`,
      ],
    },
    {
      heading: "Security",
      blocks: [
        "Our site is served over an encrypted connection, our office systems require individual staff logins, and access to inquiries is limited to the staff who need it. No system is perfectly secure, so please do not send payment card numbers or passwords through our forms.",
      ],
    },
    {
      heading: "Children",
      blocks: ["This site is meant for homeowners and is not directed to children under 13. We do not knowingly collect information from children."],
    },
    {
      heading: "Changes to this policy",
      blocks: ["If we change how we handle personal information, we will update this page and the date above before the change takes effect."],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  summary: `The terms for using the ${business.name} website, requesting estimates and following links to financing partners.`,
  updated: "2026-11-01",
  sections: [
    {
      heading: "Using this website",
      blocks: [
        `This website is operated by ${business.name} of ${business.address.city}, ${business.address.region}. By using it you agree to these terms. If you do not agree, please do not use the site.`,
        "You may browse the site and submit our forms for your own home project. Please do not submit false information, attempt to disrupt or gain unauthorized access to the site, or use automated tools to submit forms or copy content.",
      ],
    },
    {
      heading: "Estimates and quotes",
      blocks: [
        "Free estimates, consultations and 3-D reality views are offered without obligation. A quote request through this site is not a contract and does not reserve a construction date.",
        "Any price shown on the site, such as a starting price, is a general guide. Your actual price depends on a site visit, soil and access conditions, permit and HOA requirements, and the design and finishes you choose. Work begins only after both parties sign a written agreement, which then governs the project, its price, schedule and warranties.",
      ],
    },
    {
      heading: "Content and pictures",
      blocks: [
        "We work to keep the information on this site accurate and current, but it is provided for general information and may change without notice. Project pictures are renderings of each project's design: they show the kind of work we do and are not exact representations of any specific finished pool.",
        `The text, pictures and design of this site belong to ${business.name} and may not be copied for commercial use without our written permission.`,
      ],
    },
    {
      heading: "Financing and other third-party links",
      blocks: [
        `Financing is provided by independent lenders, not by ${business.name}. Links to lenders and to social networks open third-party websites that we do not control. Applications, approvals, rates and terms are decided solely by the lender, and their own terms and privacy policies apply.`,
      ],
    },
    {
      heading: "Limitation of liability",
      blocks: [
        `To the extent permitted by law, ${business.name} is not liable for any loss arising from the use of this website or from reliance on its general content. Nothing in these terms limits rights you have under the written agreement for your project or under Texas law.`,
      ],
    },
    {
      heading: "Governing law",
      blocks: ["These terms are governed by the laws of the State of Texas. Any dispute about this website will be handled in the courts of Harris County, Texas."],
    },
    {
      heading: "Questions",
      blocks: [`For questions about these terms, ${contactLine}.`],
    },
  ],
};
