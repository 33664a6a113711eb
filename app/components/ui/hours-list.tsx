/**
 * The office hours, one line a group of days (businessWords' `hoursLines`): a description list
 * styled by where it stands (the contact page, the footer, the quote form's side panel).
 */
export function HoursList({
  lines,
  className,
  lineClassName,
  daysClassName,
  hoursClassName,
}: {
  lines: readonly { days: string; hours: string }[];
  className: string;
  lineClassName: string;
  daysClassName?: string;
  hoursClassName: string;
}) {
  return (
    <dl className={className}>
      {lines.map((line) => (
        <div key={line.days} className={lineClassName}>
          <dt className={daysClassName}>{line.days}</dt>
          <dd className={hoursClassName}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
