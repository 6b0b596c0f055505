import { AlertCircle, CalendarCheck, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { profilePageMeta, type BookkeeperProfileResponse, type ProfileKey } from '@ledgerlink/shared-schema';
import { trackEvent } from '../../lib/analytics';
import { ButtonLink, buttonClasses } from '../../ui/ButtonLink';
import { MarketplaceLinks } from '../../ui/MarketplaceLinks';
import { useJsonLd } from '../../ui/useJsonLd';
import { usePageCrumb } from '../../ui/page-crumb';
import { usePageMeta } from '../../ui/usePageMeta';
import { ContactDetailsList } from './ContactDetailsList';
import { GetContactButton } from './GetContactButton';
import { Card, ChipList, CredentialList, DetailsList, NotTakingClientsNotice, ProfileHeader, ProfileLinks, ProfileSkeleton, ReviewList, serviceLabels } from './ProfileSections';
import { providerJsonLd } from './profile-view';
import { useContactUnlock } from './useContactUnlock';
import { useProviderProfile } from './useProviderProfile';

interface ProfilePageProps {
  /** Set by the `/@{username}` route, which React Router cannot express as a path pattern. */
  username?: string;
}

const shell = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8';

/** A provider's public profile, reached by /@handle, /provider/{type}/{username} or /bookkeeper/{slug}. */
export default function ProfilePage({ username }: ProfilePageProps) {
  const params = useParams();
  const handle = username ?? params.username;
  const lookup: ProfileKey = handle !== undefined ? { username: handle } : { slug: params.slug ?? '' };
  const profile = useProviderProfile(lookup);

  if (profile.status === 'ready') return <ProfileView key={profile.data.bookkeeper.id} profile={profile.data} />;
  if (profile.status === 'not-found') return <ProfileNotFound />;
  if (profile.status === 'error') return <ProfileError onRetry={profile.retry} />;
  return <ProfileLoading />;
}

function ProfileLoading() {
  usePageMeta({ title: 'Professional Profile', description: 'Loading the profile of a verified bookkeeping and accounting professional.' });
  return (
    <div className={shell} aria-busy="true">
      <p role="status" className="sr-only">
        Loading profile…
      </p>
      <ProfileSkeleton />
    </div>
  );
}

function ProfileNotFound() {
  usePageMeta({ title: 'Professional not found', description: 'This professional is not listed.', noindex: true });
  return (
    <div className={`${shell} flex min-h-[50vh] flex-col items-center justify-center text-center`}>
      <UserX className="h-12 w-12 text-slate-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Professional not found</h1>
      <p className="mt-2 max-w-md text-muted">This professional is not listed. The profile may not exist, may be under review, or may have been removed.</p>
      <ButtonLink to="/marketplace" className="mt-6">
        Browse professionals
      </ButtonLink>
    </div>
  );
}

function ProfileError({ onRetry }: { onRetry: () => void }) {
  usePageMeta({ title: 'Professional Profile', description: 'This profile could not be loaded.', noindex: true });
  return (
    <div className={`${shell} flex min-h-[50vh] flex-col items-center justify-center text-center`} role="alert">
      <AlertCircle className="h-12 w-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Failed to fetch bookkeeper</h1>
      <p className="mt-2 text-muted">Please check your connection and try again.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
          Try again
        </button>
        <ButtonLink to="/marketplace" variant="secondary">
          Browse professionals
        </ButtonLink>
      </div>
    </div>
  );
}

function ProfileView({ profile }: { profile: BookkeeperProfileResponse }) {
  const { bookkeeper: provider, reviews } = profile;
  const analyticsLabel = `${provider.id}_${provider.providerType}`;
  const contact = useContactUnlock(provider.id, analyticsLabel);
  const about = provider.bio || provider.pageDescription || provider.experience;
  const tools = provider.specializations;

  // The server's words for this head (shared page-meta), and the one address every alias names.
  usePageMeta({ ...profilePageMeta(provider), exactTitle: true, canonicalPath: `/@${provider.username}` });
  useJsonLd(providerJsonLd(provider, window.location.origin));
  usePageCrumb(provider.fullName);
  useEffect(() => trackEvent('profile_view', { label: analyticsLabel }), [analyticsLabel]);

  return (
    <div className={`${shell} space-y-6`}>
      <ProfileHeader
        provider={provider}
        actions={
          // Hiring and Get Contact need a provider taking new clients: the server refuses both otherwise.
          provider.isAvailable ? (
            <>
              <GetContactButton providerName={provider.fullName} contact={contact} onUnlock={(email, homepage) => void contact.unlock(email, homepage)} />
              <ButtonLink to={`/hire/${provider.slug}`} variant="accent" className="w-full sm:w-auto">
                <CalendarCheck className="h-5 w-5" aria-hidden="true" />
                Hire Professional
              </ButtonLink>
            </>
          ) : (
            <NotTakingClientsNotice providerName={provider.fullName} />
          )
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {about && (
            <Card title="About">
              <p className="whitespace-pre-line leading-relaxed text-slate-700">{about}</p>
            </Card>
          )}
          {tools.length > 0 && (
            <Card title="Specializations & tools">
              <ChipList items={tools} tone="slate" label="Specializations and tools" />
            </Card>
          )}
          <Card title="Services">
            <ChipList items={serviceLabels(provider)} tone="brand" label="Services" />
          </Card>
          <Card title="Reviews">
            {reviews.length > 0 ? <ReviewList reviews={reviews} providerName={provider.fullName} /> : <p className="text-muted">No reviews yet.</p>}
          </Card>
        </div>

        <div className="space-y-6">
          {contact.status === 'unlocked' && (
            <Card title="Contact information">
              <ContactDetailsList contact={contact.contact} />
            </Card>
          )}
          {provider.credentials.length > 0 && (
            <Card title="Credentials">
              <CredentialList credentials={provider.credentials} />
            </Card>
          )}
          <Card title="Professional details">
            <DetailsList provider={provider} />
          </Card>
          <ProfileLinks provider={provider} />
        </div>
      </div>
      <MarketplaceLinks provider={provider} />
    </div>
  );
}
