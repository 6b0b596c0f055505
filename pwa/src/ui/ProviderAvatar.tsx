import { Building2, UserRound } from 'lucide-react';
import { cardImagePath, type ProviderType } from '@ledgerlink/shared-schema';

interface ProviderAvatarProps {
  providerType: ProviderType;
  imageUrl?: string | undefined;
  /** Tailwind size classes of the square, e.g. "h-14 w-14". */
  size?: string;
  /** The photo's full size (a profile's large avatar); otherwise its small card square. */
  full?: boolean;
}

/** The provider's photo, or an icon for its type (a building for firms, a person for individuals). */
export function ProviderAvatar({ providerType, imageUrl, size = 'h-14 w-14', full = false }: ProviderAvatarProps) {
  if (imageUrl) {
    const src = full ? imageUrl : cardImagePath(imageUrl);
    return <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" className={`${size} shrink-0 rounded-full object-cover ring-1 ring-slate-200`} />;
  }
  const Icon = providerType === 'firm' ? Building2 : UserRound;
  const colours = providerType === 'firm' ? 'bg-brand-50 text-brand-700' : 'bg-accent-50 text-accent-700';
  return (
    <span aria-hidden="true" className={`${size} ${colours} inline-flex shrink-0 items-center justify-center rounded-full`}>
      <Icon className="h-1/2 w-1/2" />
    </span>
  );
}

/** The "Firm" or "Individual" tag. */
export function ProviderTypeTag({ providerType }: { providerType: ProviderType }) {
  const firm = providerType === 'firm';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        firm ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-100' : 'bg-accent-50 text-accent-700 ring-1 ring-accent-100'
      }`}
    >
      {firm ? 'Firm' : 'Individual'}
    </span>
  );
}
