/**
 * The admin's addresses, for links, redirects and the sign-in page's redirect check (route
 * modules are mapped to them in app/routes.ts). Apart from the server modules so components can
 * link to them.
 */
export const LOGIN_PATH = "/admin/login";
export const LOGOUT_PATH = "/admin/logout";
/** Where a signed-in admin lands by default: the dashboard. */
export const ADMIN_HOME = "/admin";
/** The leads inbox; a lead's page is below it (/admin/leads/quote/12). */
export const LEADS_PATH = "/admin/leads";
/** The inbox's other tab: designs visitors e-mailed themselves (issue 24), apart from requests. */
export const SAVED_DESIGNS_PATH = "/admin/leads/saved-designs";
export const MANAGEMENT_PATH = "/portfolio-management";
/** A project's page as the public would see it, drafts included, for a signed-in admin only. */
export const managementPreviewPath = (id: string) => `${MANAGEMENT_PATH}/preview/${encodeURIComponent(id)}`;
/** Where the project forms post with JavaScript (XMLHttpRequest, for upload progress); answers JSON. */
export const MANAGEMENT_UPLOAD_PATH = `${MANAGEMENT_PATH}/upload`;
/** Where the designer's "Save to project" lands: the owner confirms the design for that project. */
export const managementDesignPath = (id: string) => `${MANAGEMENT_PATH}/design/${encodeURIComponent(id)}`;
