import { Share2 } from 'lucide-react';
import { SHARE_NETWORKS, SHARE_NETWORK_LABELS, SHARE_POPUP_FEATURES, shareUrl, type ShareNetwork } from './share-links';

interface ShareButtonsProps {
  /** The address to share; defaults to the site's home page. */
  url?: string;
  text: string;
  heading?: string;
  /** Called after a popup opened (analytics). */
  onShare?: (network: ShareNetwork) => void;
}

/** Share buttons for X, LinkedIn and Facebook, each opening the network's share page in a popup. */
export function ShareButtons({ url, text, heading = 'Share LedgerLink', onShare }: ShareButtonsProps) {
  const share = (network: ShareNetwork) => {
    window.open(shareUrl(network, url ?? window.location.origin, text), `share-${network}`, SHARE_POPUP_FEATURES);
    onShare?.(network);
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        <Share2 className="h-4 w-4" aria-hidden="true" />
        {heading}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <button
            key={network}
            type="button"
            onClick={() => share(network)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700"
          >
            Share on {SHARE_NETWORK_LABELS[network]}
          </button>
        ))}
      </div>
    </div>
  );
}
