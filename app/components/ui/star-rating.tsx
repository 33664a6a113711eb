import { Star } from "lucide-react";

/** Five filled stars; assistive technology hears `label` ("5 out of 5 stars") once, not five images. */
export function StarRating({ rating = 5, label }: { rating?: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5" fill={index < rating ? "currentColor" : "none"} />
      ))}
    </p>
  );
}
