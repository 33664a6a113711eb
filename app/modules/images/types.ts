/** The shape every responsive image shares, whether drawn by the generator or uploaded. */

export type ImageFormat = "avif" | "webp";

export type ImageVariant = { width: number; height: number };

export type ImageManifestEntry = {
  alt: string;
  /** The alt in Spanish, where the picture catalog describes the picture itself (the site's pictures; a project's take theirs from the project). */
  altEs?: string;
  /** Intrinsic size: the widest variant. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: ImageVariant[];
  /** Dominant colour, #rrggbb, shown while the image loads. */
  placeholder: string;
  /** Hash of the encoded files, appended as ?v= so the files can be cached as immutable. */
  version: string;
  /** Hash of the picture's inputs and encoder settings; unchanged means no new render. */
  sourceHash: string;
  /** What drew a generated picture: Cycles at a look version ("blender-5"; "blender" before versions were recorded: 4) or the designer's live 3-D view ("webgl"). */
  renderer?: string;
};

export type ImageManifest = Record<string, ImageManifestEntry>;
