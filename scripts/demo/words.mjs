// Word lists and templates for the deterministic demo dataset (also used by avatars.mjs for initials).

export const NAMES = [
  'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy',
  'mallory', 'niaj', 'olivia', 'peggy', 'quentin', 'rupert', 'sybil', 'trent', 'ursula', 'victor',
  'walter', 'xena', 'yusuf', 'zoe', 'amara', 'bruno', 'chiara', 'dmitri', 'elena', 'farid',
  'greta', 'hiro', 'ines', 'jonas', 'kaia', 'lars', 'mina', 'nils', 'oona', 'pablo',
];

export const SURNAMES = [
  'Walker', 'Ng', 'Okafor', 'Silva', 'Berg', 'Moreau', 'Tanaka', 'Kowalski', 'Haddad', 'Rossi',
  'Lindqvist', 'Mensah', 'Park', 'Novak', 'Fischer', 'Costa', 'Dubois', 'Ivanova', 'Larsen', 'Quinn',
];

export const HASHTAGS = [
  'nostr', 'bitcoin', 'photography', 'music', 'coffee', 'hiking', 'books', 'cooking', 'opensource', 'art',
];

export const TOPIC_NOUNS = {
  nostr: ['relays', 'clients', 'zaps', 'the outbox model', 'NIP-65', 'key management', 'long-form posts'],
  bitcoin: ['the mempool', 'lightning channels', 'cold storage', 'self custody', 'fee estimates', 'the halving'],
  photography: ['golden hour', 'a 35mm prime', 'film scans', 'street portraits', 'long exposures', 'the fog'],
  music: ['an old vinyl', 'a synth patch', 'the new album', 'jazz standards', 'a live set', 'guitar practice'],
  coffee: ['a pour-over', 'the espresso machine', 'cold brew', 'a light roast', 'oat milk', 'my grinder'],
  hiking: ['the ridge trail', 'a foggy summit', 'wet boots', 'the alpine lake', 'a long descent', 'trail snacks'],
  books: ['a sci-fi novel', 'the library', 'a used bookshop', 'a poetry collection', 'my reading list', 'a biography'],
  cooking: ['sourdough', 'a slow curry', 'fresh pasta', 'roasted vegetables', 'a spicy ramen', 'my cast iron pan'],
  opensource: ['a pull request', 'the issue tracker', 'code review', 'the changelog', 'a tiny library', 'the test suite'],
  art: ['a watercolour sketch', 'the gallery', 'linocut prints', 'a mural downtown', 'ink drawings', 'colour theory'],
};

export const OPENERS = [
  'Just spent the morning with', 'Thinking a lot about', 'Can anyone recommend something about',
  'Hot take: nobody talks enough about', 'Finally got around to', 'Quick update on', 'Still amazed by',
  'Today I learned something new about', 'Weekend plans involve', 'Unpopular opinion about',
  'Spent an hour reading about', 'Small win today with',
];

export const CLOSERS = [
  'Feels good.', 'Highly recommended.', 'What do you all think?', 'More on this later.',
  'Not sure how I feel about it yet.', 'Ten out of ten, would do again.', 'Send help.',
  'Back to work now.', 'This is the way.', 'Curious to hear other takes.', '', '',
];

export const REPLIES = [
  'Totally agree with this.', 'Interesting, I had the opposite experience.', 'Thanks for sharing!',
  'This is great, bookmarking it.', 'Ha, same here.', 'Could you say more about that?',
  'I tried this last week and it worked well.', 'Respectfully, I think you are missing something.',
  'Love this.', 'Where did you find it?', 'Good point, never thought of it that way.',
  'Counterpoint: it depends on the context.', 'Following this thread.', 'Nice one!',
];

export const LINKS = [
  'https://example.com/blog/why-relays-matter', 'https://en.wikipedia.org/wiki/Nostr',
  'https://github.com/nostr-protocol/nips', 'https://example.org/recipes/sourdough',
  'http://example.net/photos/fog-at-dawn', 'https://bitcoin.org/bitcoin.pdf',
];

export const ABOUT_SHORT = [
  'Coffee first, questions later.', 'Building small tools for the open web.', 'Photographer and part-time hiker.',
  'Reading too many books at once.', 'Runs a tiny relay in the basement.', 'Music, maps and bad puns.',
  'Home cook, amateur baker.', 'Here for the conversations.', 'Learning in public.', 'Sketching every day.',
];

export const LONG_PARAGRAPHS = [
  'I have been thinking about how the tools we use shape the conversations we have. When every message is owned by a platform, every conversation is quietly shaped by what that platform rewards. With signed notes and relays you can choose, the incentives look different, and I am curious to see what kinds of communities grow out of that.',
  'The first thing I noticed after switching was how calm my timeline felt. There is no algorithm deciding what I should be angry about today, just people I chose to follow, posting when they feel like it. It is slower, and that is exactly the point.',
  'A friend asked me how to explain keys to someone who has never heard of them. My best answer so far: your key is your signature, and nobody can forge it. Lose it and you lose your name; share it and someone else can speak for you. Keep it safe, like you would keep a house key safe.',
  'Some practical advice for anyone running a relay at home: keep backups, watch your disk usage, and decide early what you will and will not store. Write that policy down somewhere people can read it. Your users will thank you when they know what to expect.',
  'Over the last year I have kept a small notebook of every good idea I heard in a reply. Reading it back, most of the best ones came from people I did not follow at the time. Replies are where the interesting people hide.',
];

export const EMOJI_REACTIONS = ['🤙', '🔥', '❤️', '😂', '👀', '⚡', '🫡', '🎉'];

export const HOSTILE = [
  'Testing the sanitizer <script>alert(1)</script> nothing to see here',
  'Look at this picture <img src=x onerror=alert(1)> pretty cool right?',
  'Click here for free sats: javascript:alert(1) (please do not actually click)',
  'Formatting test: <b>bold</b> <a href="javascript:alert(1)">link</a> <iframe src="https://example.com"></iframe>',
  '[click me](javascript:alert(1)) and <svg onload=alert(1)> should both render as plain text',
];

export const CITIES = [
  { name: 'Berlin', geohash: 'u33dc0' }, { name: 'Lisbon', geohash: 'eyckr' }, { name: 'Tokyo', geohash: 'xn76u' },
];
