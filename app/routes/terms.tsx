import { LegalDocumentView } from "~/components/sections/legal-document";
import { termsOfService } from "~/content/legal";
import { pageMeta } from "~/utils/meta";

export function meta() {
  return pageMeta({ title: termsOfService.title, description: termsOfService.summary, path: "/terms" });
}

export default function Terms() {
  return <LegalDocumentView document={termsOfService} />;
}
