import { business } from "#app/config/business.ts";

const point = (provider: number, index: number) => business.financing[provider]?.points[index] ?? "";
const points = (provider: number) => ({ p1: point(provider, 0), p2: point(provider, 1), p3: point(provider, 2), p4: point(provider, 3) });

/** The Financing page; the lenders' names and addresses are business facts. */
export const finance = {
  metaTitle: "Pool Financing Options",
  metaDescription:
    "Finance a new pool, spa or renovation with {{name}}'s two lending partners: quick approvals, competitive rates and flexible terms for Greater Houston homeowners.",
  badge: "Financing",
  title: "Pool Financing Options",
  intro:
    "Most of our clients finance at least part of their pool. We work with two lenders who know pool construction, so approvals reflect the real project and payments can start after your pool is built rather than before the first shovel.",
  providersLabel: "Financing providers",
  /** Each lender's selling points, in the order of `business.financing`. */
  providers: { first: points(0), second: points(1) },
  apply: "Apply with {{name}}",
  disclaimer:
    "Financing is offered by independent lenders, not by {{name}}. Applications, rates and terms are decided by the lender and subject to credit approval.",
  helpHeading: "Need Help Choosing?",
  help: "Tell us about your project and budget. We will explain how each lender handles draws during construction and help you pick the option that fits.",
  contact: "Contact Our Team",
  quote: "Get Free Quote",
} as const;
