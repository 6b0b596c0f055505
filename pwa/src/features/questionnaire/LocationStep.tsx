import { useId, useMemo } from 'react';
import { usePlaceLists } from '../../ui/use-place-lists';
import type { QuestionnaireAnswers } from './questionnaire-answers';

interface LocationStepProps {
  answers: QuestionnaireAnswers;
  inputId: string;
  inputClasses: string;
  onChange: (update: (answers: QuestionnaireAnswers) => QuestionnaireAnswers) => void;
}

/**
 * Where the customer is: a country of the place lists (ui/use-place-lists.ts), then a city
 * (suggested from that country, any typed one accepted) and an optional postcode. Matching stays in
 * the country.
 */
export function LocationStep({ answers, inputId, inputClasses, onChange }: LocationStepProps) {
  const { countries, citiesOf } = usePlaceLists();
  const citiesId = useId();
  const cities = useMemo(() => citiesOf(answers.country), [citiesOf, answers.country]);
  // A draft's country the lists no longer carry stays choosable, so nothing is changed behind the customer's back.
  const shown = answers.country && !countries.includes(answers.country) ? [answers.country, ...countries] : countries;
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={inputId} className="mb-2 block font-semibold text-ink">
          Country
        </label>
        <select
          id={inputId}
          autoComplete="country-name"
          value={answers.country}
          onChange={(event) => {
            const country = event.target.value;
            // A city belongs to its country: a new country starts without one.
            onChange((current) => ({ ...current, country, city: current.country === country ? current.city : '' }));
          }}
          className={inputClasses}
        >
          <option value="">Choose your country</option>
          {shown.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${inputId}-city`} className="mb-2 block font-semibold text-ink">
          City <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={`${inputId}-city`}
          list={citiesId}
          autoComplete="address-level2"
          value={answers.city}
          disabled={!answers.country}
          onChange={(event) => {
            const city = event.target.value;
            onChange((current) => ({ ...current, city }));
          }}
          className={`${inputClasses} disabled:bg-slate-50`}
        />
        <datalist id={citiesId}>
          {cities.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={`${inputId}-postcode`} className="mb-2 block font-semibold text-ink">
          Postcode <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={`${inputId}-postcode`}
          autoComplete="postal-code"
          maxLength={20}
          value={answers.postcode}
          onChange={(event) => {
            const postcode = event.target.value;
            onChange((current) => ({ ...current, postcode }));
          }}
          className={inputClasses}
        />
      </div>
    </div>
  );
}
