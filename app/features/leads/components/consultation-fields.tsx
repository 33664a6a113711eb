import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { consultationTimelineOptions, serviceTypeOptions } from "#app/features/lead-records/options.ts";
import { valueOf } from "#app/features/leads/components/use-lead-form.ts";
import type { FieldErrors } from "#app/features/leads/form/schema.ts";
import { limits } from "#app/features/leads/form/form-shape.ts";
import type { Messages } from "#app/i18n/resources.ts";

export interface ConsultationFieldsProps {
  formId: string;
  copy: Messages<"leads">;
  /** What the visitor typed, shown again after a refused post. */
  values: Record<string, string | string[]>;
  errors: FieldErrors;
  className?: string;
}

/** The consultation request's fields: the home page's form and the booking page's "About you". */
export function ConsultationFields({ formId, copy, values, errors, className = "" }: ConsultationFieldsProps) {
  const { fields, options } = copy;
  const shared = { formId };
  const serviceTypes = serviceTypeOptions.map(({ value }) => ({ value, label: options.serviceType[value] }));
  const timelines = consultationTimelineOptions.map(({ value }) => ({ value, label: options.consultationTimeline[value] }));
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${className}`}>
      <TextField {...shared} name="firstName" label={fields.firstName} required autoComplete="given-name" maxLength={limits.personName} defaultValue={valueOf(values, "firstName")} error={errors.firstName} />
      <TextField {...shared} name="lastName" label={fields.lastName} required autoComplete="family-name" maxLength={limits.personName} defaultValue={valueOf(values, "lastName")} error={errors.lastName} />
      <TextField {...shared} name="email" type="email" label={fields.email} required autoComplete="email" maxLength={limits.email} defaultValue={valueOf(values, "email")} error={errors.email} />
      <TextField {...shared} name="phone" type="tel" label={fields.phone} autoComplete="tel" maxLength={limits.phone} defaultValue={valueOf(values, "phone")} error={errors.phone} />
      <TextField {...shared} name="location" label={fields.location} placeholder={fields.locationPlaceholder} autoComplete="address-level2" maxLength={limits.location} defaultValue={valueOf(values, "location")} error={errors.location} className="sm:col-span-2" />
      <SelectField {...shared} name="serviceType" label={fields.serviceType} placeholder={fields.serviceTypePlaceholder} options={serviceTypes} defaultValue={valueOf(values, "serviceType")} error={errors.serviceType} />
      <SelectField {...shared} name="timeline" label={fields.timeline} placeholder={fields.timelinePlaceholder} options={timelines} defaultValue={valueOf(values, "timeline")} error={errors.timeline} />
      <TextAreaField {...shared} name="message" label={fields.message} required placeholder={fields.projectPlaceholder} maxLength={limits.message} defaultValue={valueOf(values, "message")} error={errors.message} className="sm:col-span-2" />
    </div>
  );
}
