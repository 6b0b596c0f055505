import { SHARE_POPUP } from '@ledgerlink/shared-schema';

/** The three networks of the share buttons (spec §2) and their share addresses. */
export const SHARE_NETWORKS = ['twitter', 'linkedin', 'facebook'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

export function shareUrl(network: ShareNetwork, pageUrl: string, text: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}

/** `window.open` features for the 600 x 400 share popup (spec §9). */
export const SHARE_POPUP_FEATURES = `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;
