import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_TITLE_MAX, type FieldError } from '@ledgerlink/shared-schema';
import { AlertCircle } from 'lucide-react';
import { useCallback, useRef, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { HoneypotField } from '../../ui/form/HoneypotField';
import { formFieldErrors } from '../../ui/form/server-field-errors';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { useShowServerErrorsOnce } from '../../ui/form/useShowServerErrorsOnce';
import { emptyReview, REVIEW_FORM_FIELDS, reviewFormSchema, type ReviewFormInput, type ReviewFormValues } from './review-form';
import { StarRatingInput } from './StarRatingInput';
import { useReviewSubmission } from './useReviewSubmission';

interface ReviewFormProps {
  token: string;
  professionalName: string | undefined;
  /** An item reopened from the outbox: the next submit resends it. */
  editId: string | undefined;
  initial: ReviewFormInput | undefined;
  serverErrors: FieldError[];
  /** The page's heading and introduction, shown above the form until the review is sent. */
  children: ReactNode;
  renderSent: (queued: boolean) => ReactNode;
}

/** Stars, a title and a comment, sent through the outbox; a refusal's message shows above the button. */
export function ReviewForm({ token, professionalName, editId, initial, serverErrors, children, renderSent }: ReviewFormProps) {
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: initial ?? emptyReview,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const showFieldErrors = useCallback(
    (fieldErrors: readonly FieldError[]) => {
      for (const { path, message } of formFieldErrors(fieldErrors, REVIEW_FORM_FIELDS).onFields) {
        setError(path as Path<ReviewFormInput>, { type: 'server', message }, { shouldFocus: true });
      }
    },
    [setError],
  );
  useShowServerErrorsOnce(serverErrors, showFieldErrors);
  const { submit, submission } = useReviewSubmission(token, professionalName, showFieldErrors, editId);
  const formRef = useRef<HTMLFormElement>(null);

  if (submission.status === 'sent' || submission.status === 'queued') return renderSent(submission.status === 'queued');
  return (
    <>
      {children}
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(submit, () => focusFirstInvalid(formRef.current))}
        className="relative mt-6 flex flex-col gap-5 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        aria-label="Your review"
      >
        <HoneypotField {...register('homepage')} />
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
        <TextInput label="Title" required maxLength={REVIEW_TITLE_MAX} placeholder="Sum up your experience" error={errors.title?.message} {...register('title')} />
        <TextArea
          label="Comment"
          required
          rows={6}
          maxLength={REVIEW_COMMENT_MAX}
          hint={`What did they do for you, and how did it go? At least ${REVIEW_COMMENT_MIN} characters.`}
          error={errors.comment?.message}
          {...register('comment')}
        />
        {submission.status === 'refused' && submission.message ? (
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>{submission.message}</span>
          </p>
        ) : null}
        {submission.status === 'failed' ? (
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>Your review could not be saved on this device. Please check your browser’s storage settings and try again.</span>
          </p>
        ) : null}
        <SubmitButton pending={submission.status === 'pending'} pendingLabel="Sending…" className="w-full sm:w-auto sm:self-end">
          Send review
        </SubmitButton>
      </form>
    </>
  );
}
