/**
 * A project's id is the slug of its title: lower case, every run of characters
 * other than a-z and 0-9 becomes one hyphen, no hyphen at either end. Accents are dropped first
 * so "Piña Colada Pool" reads "pina-colada-pool", not "pi-a-colada-pool".
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug itself, then slug-2, slug-3, …: the candidates tried in order until one is free. */
export function* slugCandidates(slug: string): Generator<string> {
  yield slug;
  for (let n = 2; ; n++) yield `${slug}-${n}`;
}
