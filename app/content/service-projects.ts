import type { ServiceSlug } from "#app/content/service-slugs.ts";

/**
 * Which portfolio projects show each service's work. A project's category is the strongest
 * sign; its title, subtitle and features count too, so a renovation that added automation is an
 * example of upgrades as well. Projects added in the admin are matched by the same words.
 */
export const serviceProjectWords: Record<ServiceSlug, { category: RegExp; text: RegExp }> = {
  "custom-pools-spas": { category: /custom|luxury|resort|oasis|family pool|infinity/i, text: /\bspa\b|custom/i },
  "upgrades-repairs": { category: /renovat|repair|remodel|upgrade/i, text: /renovat|resurfac|reshap|automation|variable-speed|salt/i },
  "pool-servicing": { category: /servic|maintenance/i, text: /automation|variable-speed|salt|low-maintenance|cartridge/i },
  "modern-pool-designs": { category: /modern|contemporary|geometric/i, text: /geometric|clean-lined|sheer|infinity|vanishing|modern/i },
  "hot-tub-integration": { category: /hot tub|spa/i, text: /hot tub|\bspa\b/i },
  "professional-installation": { category: /pool/i, text: /engineered|gunite|shotcrete|steel/i },
};
