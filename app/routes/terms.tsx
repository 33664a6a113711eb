import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { termsOfService } from "#app/content/legal.ts";
import { pageMeta } from "#app/utils/meta.ts";

export function meta() {
  return pageMeta({ title: termsOfService.title, description: termsOfService.summary, path: "/terms" });
}

export default function Terms() {
  return <LegalDocumentView document={termsOfService} />;
}
