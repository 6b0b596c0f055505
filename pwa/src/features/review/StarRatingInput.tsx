import { Star } from 'lucide-react';
import { useState } from 'react';
import { FieldError, RequiredMark } from '../../ui/form/Field';
import { describedBy, fieldIds, idFor } from '../../ui/form/field-ids';

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * 1 to 5 stars as a native radio group: arrow keys move between them, each is read as "3 stars,
 * Good", and the stars up to the chosen (or hovered) one fill.
 */
export function StarRatingInput({ name, value, onChange, onBlur, error }: StarRatingInputProps) {
  const ids = fieldIds(idFor(name));
  const [hovered, setHovered] = useState<number>();
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={describedBy(ids, { error })}>
      <legend className="mb-1 text-sm font-medium text-ink">
        Your rating
        <RequiredMark required spoken />
      </legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex" onMouseLeave={() => setHovered(undefined)}>
          {STARS.map((stars) => {
            const optionId = `${ids.inputId}-${stars}`;
            return (
              <label
                key={stars}
                htmlFor={optionId}
                onMouseEnter={() => setHovered(stars)}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  id={optionId}
                  name={name}
                  value={stars}
                  checked={value === stars}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(stars)}
                  onBlur={onBlur}
                  className="sr-only"
                />
                <span className="sr-only">{`${stars} ${stars === 1 ? 'star' : 'stars'}, ${WORDS[stars - 1]}`}</span>
                <Star aria-hidden="true" className={`h-9 w-9 ${stars <= shown ? 'fill-amber-400 text-amber-400' : 'fill-slate-100 text-slate-300'}`} />
              </label>
            );
          })}
        </div>
        <span className="text-sm font-medium text-ink" aria-hidden="true">
          {shown > 0 ? `${shown} out of 5 — ${WORDS[shown - 1]}` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      <FieldError id={ids.errorId} error={error} label="Rating" />
    </fieldset>
  );
}
