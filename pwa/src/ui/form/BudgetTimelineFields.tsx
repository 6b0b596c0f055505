import { budgetLabel, BUDGETS, TIMELINE_LABELS, TIMELINES } from '@ledgerlink/shared-schema';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ControlledSelect } from './controlled';
import { labelledOptions } from './SelectField';

/** Monthly budget and start timeline: the same two choices on the business request and hire forms. */
export function BudgetTimelineFields<T extends FieldValues & { budget: unknown; timeline: unknown }>({ control }: { control: Control<T> }) {
  return (
    <>
      <ControlledSelect
        control={control}
        name={'budget' as Path<T>}
        label="Monthly Budget"
        required
        placeholder="Select a budget range"
        options={labelledOptions(BUDGETS, budgetLabel)}
      />
      <ControlledSelect
        control={control}
        name={'timeline' as Path<T>}
        label="Timeline"
        required
        placeholder="When do you need to start?"
        options={labelledOptions(TIMELINES, TIMELINE_LABELS)}
      />
    </>
  );
}
