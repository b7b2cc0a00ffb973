import { useParams } from '@app/ui';
import { useProfile } from '@app/ui/nostr';
import { useAddressableEvent, type AddressPointer } from '../components/useAddressableEvent';
import { useOtherArticles } from '../components/useOtherArticles';
import { useThreadReplies } from '../thread/useThreadReplies';
import { ArticleView } from '../views/ArticleView';

/** True when the shell handed over an address the relays can be asked for. */
function isUsable(address: AddressPointer | undefined): address is AddressPointer {
  return Boolean(address && Number.isInteger(address.kind) && /^[0-9a-f]{64}$/i.test(address.pubkey) && typeof address.identifier === 'string');
}

/** An addressable event (a NIP-23 article, a listing) by its naddr, with its NIP-22 comments and the author's other articles. */
export default function ArticlePage({ address }: { address?: AddressPointer }) {
  const { link = '' } = useParams();
  const usable = isUsable(address) ? address : undefined;
  const load = useAddressableEvent(usable);
  // The address names the author, so the profile loads alongside the article.
  const author = useProfile(usable?.pubkey ?? '', usable?.relays);
  const others = useOtherArticles(usable);
  const replies = useThreadReplies(load.state === 'found' ? load.event : undefined);
  return <ArticleView load={load} author={author} others={others} replies={replies} invalidAddress={usable ? undefined : link} />;
}
