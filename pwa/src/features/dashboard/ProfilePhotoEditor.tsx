import { API, PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPES, PHOTOS_PATH, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { ImageUp, Loader2, Trash2, WifiOff } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { call } from '../../api/client';
import { failureText, serverFieldErrors } from '../../lib/server-errors';
import { refreshProviderDashboard } from '../../offline/leads';
import { buttonClasses } from '../../ui/ButtonLink';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { ProviderAvatar } from '../../ui/ProviderAvatar';
import { toast } from '../../ui/toast-store';

type Busy = 'uploading' | 'removing' | undefined;

/** Why the server refused: the `photo` field's message (400, 413), else its message or the connection hint. */
const refusal = (error: unknown) => serverFieldErrors(error).find((field) => field.path === PHOTO_FIELD)?.message ?? failureText(error);

/**
 * "Photo or logo" on the dashboard: the current picture, an upload (checked against the 5 MB limit
 * before it is sent; the server decides by the bytes whether it is an image) and removal. Online
 * only: the file goes straight to the server, never into the outbox. After a change the dashboard's
 * copy on this device is read again, so its header shows the new picture too.
 */
export function ProfilePhotoEditor({ provider }: { provider: Pick<PublicBookkeeper, 'id' | 'providerType' | 'profileImageUrl'> }) {
  const online = useOnlineStatus();
  const [busy, setBusy] = useState<Busy>();
  const [error, setError] = useState<string>();
  // The picture as the last answer left it: the page's copy of the profile was read before.
  const [imageUrl, setImageUrl] = useState(provider.profileImageUrl);
  const hasPhoto = imageUrl?.startsWith(`${PHOTOS_PATH}/`) ?? false;
  const disabled = !online || busy !== undefined;

  async function run(kind: Exclude<Busy, undefined>, send: () => Promise<{ profileImageUrl?: string | undefined }>, done: string) {
    setBusy(kind);
    setError(undefined);
    try {
      setImageUrl((await send()).profileImageUrl);
      await refreshProviderDashboard(provider.id);
      toast({ title: done, variant: 'success' });
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(undefined);
    }
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal is a change too.
    input.value = '';
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return setError(PHOTO_TOO_LARGE);
    const form = new FormData();
    form.append(PHOTO_FIELD, file, file.name);
    void run('uploading', () => call(API.providerPhoto.upload, { params: { id: provider.id }, form }), 'Photo updated');
  }

  const remove = () => void run('removing', () => call(API.providerPhoto.remove, { params: { id: provider.id } }), 'Photo removed');

  return (
    <section aria-labelledby="profile-photo" className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="profile-photo" className="text-xl font-bold text-ink">
        Photo or logo
      </h2>
      <p className="mt-1 text-sm text-muted">Shown on your profile and your marketplace card. JPEG, PNG or WebP, up to 5 MB.</p>
      <div className="mt-4 flex items-center gap-4">
        <ProviderAvatar providerType={provider.providerType} imageUrl={imageUrl} size="h-16 w-16 sm:h-20 sm:w-20" full />
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <label
            className={`${buttonClasses('secondary')} focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
          >
            {busy === 'uploading' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <ImageUp className="h-4 w-4" aria-hidden="true" />}
            {busy === 'uploading' ? 'Uploading…' : 'Upload photo'}
            <input type="file" name={PHOTO_FIELD} accept={PHOTO_TYPES.join(',')} className="sr-only" disabled={disabled} onChange={upload} />
          </label>
          {hasPhoto ? (
            <button type="button" onClick={remove} disabled={disabled} className={`${buttonClasses('ghost')} text-red-700 hover:bg-red-50 disabled:opacity-60`}>
              {busy === 'removing' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
              {busy === 'removing' ? 'Removing…' : 'Remove photo'}
            </button>
          ) : null}
        </div>
      </div>
      {!online ? (
        <p className="mt-3 flex items-center gap-2 rounded-card border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          Changing your photo needs a connection: you can upload or remove it when you are back online.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
