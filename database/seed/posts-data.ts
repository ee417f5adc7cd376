import type { ArtSpec, PaletteName } from "./images";

/** The demo blog: twelve posts about stream visuals, newest first in daysAgo order. */

export const postCategoryDefs = [
  { slug: "overlay-design", name: "Overlay Design" },
  { slug: "obs-guides", name: "OBS Guides" },
  { slug: "channel-growth", name: "Channel Growth" },
  { slug: "behind-the-scenes", name: "Behind the Scenes" },
] as const;

export interface PostDef {
  slug: string;
  title: string;
  /** Short text drawn on the header picture. */
  label: string;
  category: (typeof postCategoryDefs)[number]["slug"];
  author: string;
  daysAgo: number;
  kind: ArtSpec["kind"];
  palette: PaletteName;
  excerpt: string;
  paragraphs: string[];
  /** The demo contact form follows the paragraphs (a `[contact-form id="…"]` line). */
  embedsContactForm?: true;
}

export const postDefs: PostDef[] = [
  {
    slug: "how-to-choose-a-stream-overlay",
    title: "How to choose a stream overlay that fits your channel",
    label: "Choosing an overlay",
    category: "overlay-design",
    author: "Mara Lindqvist",
    daysAgo: 3,
    kind: "overlay",
    palette: "neon",
    excerpt:
      "Your overlay is the first thing a new viewer reads. Here is how to pick one that matches your content instead of fighting it.",
    paragraphs: [
      "A new viewer decides within a few seconds whether to stay, and most of what they see in those seconds is your overlay. Before you look at colours, ask what your stream is about: fast competitive play, slow cosy games, art, music or conversation.",
      "Competitive streams need overlays that stay out of the way. Keep frames thin, put the webcam where the game's interface is empty and make event labels small. A busy overlay on top of a busy game makes both unreadable.",
      "Cosy and just-chatting streams can afford more decoration, because the camera and chat are the content. Larger frames, warm colours and gentle animation help set the mood, as long as chat stays readable at the size most people watch: a phone screen.",
      "Finally, check your overlay against your own face and room. Colours that look great on a mock-up can clash with your lighting. Try two or three themes in OBS for a week each before you commit.",
    ],
  },
  {
    slug: "obs-scene-setup-for-beginners",
    title: "Setting up your first OBS scenes: a beginner's walkthrough",
    label: "OBS scenes 101",
    category: "obs-guides",
    author: "Dev Okafor",
    daysAgo: 11,
    kind: "transition",
    palette: "cyber",
    excerpt:
      "Starting soon, live, BRB and ending: the four scenes every stream needs, and how to build them in OBS in under an hour.",
    paragraphs: [
      "OBS organises everything into scenes and sources. A scene is a layout; a source is something inside it, such as your game capture, webcam or an image. Most streams need only four scenes: Starting Soon, Live, Be Right Back and Ending.",
      "Build the Live scene first. Add your game or display capture, then your webcam, then the overlay image on top. Lock each source once it is in place, so a stray click does not move it mid-stream.",
      "Starting Soon and BRB scenes should loop without you. A short animated background, a countdown and your music are enough. Add your chat box so people who arrive early can talk to each other.",
      "Last, set up a stinger transition under Scene Transitions and set the transition point to the moment the screen is fully covered. Test every switch once before you go live.",
    ],
  },
  {
    slug: "designing-emotes-that-read-at-28px",
    title: "Designing emotes that still read at 28 pixels",
    label: "Emotes at 28 px",
    category: "overlay-design",
    author: "Yuki Tanabe",
    daysAgo: 19,
    kind: "emotes",
    palette: "pastel",
    excerpt:
      "Most people see your emotes at their smallest size. Thick outlines, big expressions and few details make the difference.",
    paragraphs: [
      "Twitch shows emotes at 28, 56 and 112 pixels, and chat mostly uses the smallest. Whatever you draw at 112 px has to survive being shrunk to a quarter of its width.",
      "Start from a silhouette. If you can tell the emotion from the outline alone, the emote will work small. Exaggerate faces: bigger eyes, wider mouths, tears as large drops rather than thin lines.",
      "Use a dark outline of at least two pixels at the smallest size, and avoid thin text. Colours should contrast with both the light and the dark chat themes, so test on both.",
      "Finally, draw a set rather than single emotes. Consistent line weight and palette make a pack feel like it belongs to one channel.",
    ],
  },
  {
    slug: "alerts-that-celebrate-without-annoying",
    title: "Alerts that celebrate your viewers without annoying them",
    label: "Better alerts",
    category: "overlay-design",
    author: "Mara Lindqvist",
    daysAgo: 28,
    kind: "alert",
    palette: "retro",
    excerpt:
      "Loud, long alerts wear thin fast. A few rules for alerts that feel like a thank-you rather than an interruption.",
    paragraphs: [
      "An alert is a public thank-you. It should make the viewer feel seen, and it should not wreck the game or the conversation for everybody else.",
      "Keep most alerts under five seconds and save longer ones for big moments such as raids and large gifts. Normalise sound levels, because nothing loses viewers faster than a sudden blast at full volume.",
      "Place alerts where they do not cover gameplay, and make the name the largest text. Viewers care about their name appearing, not about the word 'follower'.",
      "Tier your alerts. A follow can be a quick slide-in; a hype train can have fireworks. The contrast makes the big moments feel bigger.",
    ],
  },
  {
    slug: "colour-palettes-for-streamers",
    title: "Colour palettes for streamers: picking three colours and sticking to them",
    label: "Colour palettes",
    category: "channel-growth",
    author: "Sofia Reyes",
    daysAgo: 37,
    kind: "panels",
    palette: "minimal",
    excerpt:
      "A recognisable channel uses the same few colours everywhere. How to pick a main colour, a second colour and an accent.",
    paragraphs: [
      "Strong channel brands tend to use very few colours. Pick a main colour for large areas, a second colour for frames and panels, and an accent for the things that should catch the eye: alerts, buttons, badges.",
      "Start from your content. Horror streams suit deep reds and near-black; cosy streams suit warm creams and muted pinks; tech and esports streams often use a saturated violet or cyan against dark grey.",
      "Check contrast. Text on your panels and overlays must be readable at small sizes, so keep a light-on-dark or dark-on-light pair with clear contrast.",
      "Then use the palette everywhere: overlay, panels, emotes, thumbnails and merch. Repetition is what makes a palette recognisable.",
    ],
  },
  {
    slug: "stinger-transitions-explained",
    title: "Stinger transitions explained: cut points, length and sound",
    label: "Stingers explained",
    category: "obs-guides",
    author: "Dev Okafor",
    daysAgo: 46,
    kind: "transition",
    palette: "neon",
    excerpt: "A stinger hides the scene change behind an animation. Getting the cut point right is the whole trick.",
    paragraphs: [
      "A stinger transition is a short video with transparency that plays over your stream while OBS switches scenes underneath it. Done well, the viewer never sees the cut.",
      "The key setting is the transition point: the moment in the video when the screen is fully covered. Set it a few frames after full coverage, so the switch happens safely out of sight.",
      "Keep stingers short, around one second. Longer animations start to feel like an advert break. WebM files with alpha are the most compatible choice for OBS; ProRes 4444 works in most editing tools.",
      "Add a sound, but mix it quietly under your voice and game. The stinger should punctuate, not shout.",
    ],
  },
  {
    slug: "twitch-panels-that-people-read",
    title: "Twitch panels that people actually read",
    label: "Panels people read",
    category: "channel-growth",
    author: "Sofia Reyes",
    daysAgo: 58,
    kind: "panels",
    palette: "pastel",
    excerpt: "Your panels are your channel's shop window. Order them by what a new viewer wants to know first.",
    paragraphs: [
      "Panels sit below your stream, and most people only scroll there when they are curious. Answer their first questions first: who you are, when you stream and how to join the community.",
      "Put About and Schedule at the top, Rules and Discord next, then support links. Keep the text under each panel short; long blocks get skipped.",
      "Use matching panel graphics so the section looks deliberate, and keep the text inside the image large, because many viewers see panels on phones.",
      "Revisit panels every few months. Outdated schedules and dead links quietly tell visitors the channel is not cared for.",
    ],
  },
  {
    slug: "starting-soon-screens-that-keep-viewers",
    title: "Starting soon screens that keep early viewers around",
    label: "Starting soon",
    category: "overlay-design",
    author: "Yuki Tanabe",
    daysAgo: 71,
    kind: "overlay",
    palette: "cozy",
    excerpt: "The first minutes of a stream are when notifications land. Give early arrivals a reason to stay.",
    paragraphs: [
      "When you go live, notifications go out and the first viewers arrive while you are still setting up. A blank or static screen invites them to leave.",
      "A good starting-soon screen has motion, music, a countdown and the chat. The countdown tells people the wait is short; the chat lets them greet each other.",
      "Add something to read: today's plan, the game, a community goal. Viewers who know what is coming are more likely to wait for it.",
      "Keep it under ten minutes. The screen buys you time to fix audio and settle in, but the stream is what people came for.",
    ],
  },
  {
    slug: "merch-for-small-streamers",
    title: "Merch for small streamers: when and how to start",
    label: "Merch for small channels",
    category: "channel-growth",
    author: "Mara Lindqvist",
    daysAgo: 85,
    kind: "bundle",
    palette: "retro",
    excerpt: "You do not need a huge audience to sell merch, but you do need a design people would wear anyway.",
    paragraphs: [
      "Merch works when it is something your community would be proud to wear, not an advert for your channel name. Inside jokes, emotes and your channel's visual motif make better designs than a logo alone.",
      "Start small: one tee or hoodie and one mug. Limited runs create a sense of occasion and keep you from sitting on stock.",
      "Show the merch on stream in normal use, such as drinking from the mug or wearing the hoodie, rather than in long pitches.",
      "Price honestly and thank every buyer by name on stream. Merch is as much about belonging as it is about the product.",
    ],
  },
  {
    slug: "designing-for-vertical-streams",
    title: "Designing overlays for vertical streams",
    label: "Vertical streams",
    category: "overlay-design",
    author: "Yuki Tanabe",
    daysAgo: 99,
    kind: "overlay",
    palette: "pastel",
    excerpt: "Phones are held upright. Vertical overlays need different layouts, not a squashed widescreen design.",
    paragraphs: [
      "Vertical streaming on TikTok Live, YouTube and Twitch's mobile layouts has grown fast, and a widescreen overlay squeezed into 9:16 looks cramped.",
      "Stack the layout: webcam at the top, game or content in the middle, chat and alerts at the bottom. Leave margins, because each app places its own buttons over the edges.",
      "Text must be larger than in widescreen layouts, since the whole frame is smaller on the screen. Avoid thin strokes and small labels.",
      "Test on a real phone before going live. What reads well on a monitor can disappear under an app's like and share buttons.",
    ],
  },
  {
    slug: "how-we-make-our-overlays",
    title: "How we make our overlays, from sketch to OBS",
    label: "Our process",
    category: "behind-the-scenes",
    author: "Overlay Lab Team",
    daysAgo: 116,
    kind: "overlay",
    palette: "retro",
    excerpt:
      "A look at our design process: paper sketches, streamer feedback, animation and the hours of testing in OBS.",
    paragraphs: [
      "Every overlay starts as a paper sketch of the layout: where the webcam goes, where chat goes and how alerts enter. We test layouts against real gameplay captures before we draw a single detail.",
      "Next comes a static design, which we share with a small group of streamers. They tell us what gets in the way, and we change it.",
      "Animation is last. We keep loops short and subtle, so they do not distract or burn CPU time in OBS.",
      "Finally, every pack is tested in OBS and Streamlabs at 720p and 1080p, and we write the setup guide while we do it.",
      "Would you like to join the group of streamers who try our designs first? Tell us about your channel with the form below.",
    ],
    embedsContactForm: true,
  },
  {
    slug: "accessible-stream-visuals",
    title: "Accessible stream visuals: contrast, motion and readable text",
    label: "Accessible visuals",
    category: "channel-growth",
    author: "Sofia Reyes",
    daysAgo: 134,
    kind: "alert",
    palette: "minimal",
    excerpt:
      "Some viewers have low vision, colour blindness or motion sensitivity. Small choices make your stream welcoming to them.",
    paragraphs: [
      "Accessible visuals help everyone, not only viewers with disabilities. High-contrast text is easier to read on a phone in sunlight, too.",
      "Keep text on overlays and panels at a strong contrast with its background, and do not rely on colour alone to carry meaning: pair it with an icon or a word.",
      "Limit flashing and fast motion. Avoid anything that flashes more than three times a second, and give intense alerts a calmer alternative.",
      "Finally, caption your streams if you can. Automatic captions are imperfect but help deaf and hard-of-hearing viewers and people watching without sound.",
    ],
  },
];

/** Demo comments: parent is the index of the comment replied to within the same post. */
export const commentDefs: {
  post: string;
  author: string;
  email: string;
  content: string;
  parent?: number;
  hoursAfter: number;
}[] = [
  {
    post: "how-to-choose-a-stream-overlay",
    author: "PixelPanda",
    email: "panda@example.com",
    content:
      "Trying each theme for a week is such good advice. My neon overlay looked great in the mock-up and awful with my orange lamp.",
    hoursAfter: 5,
  },
  {
    post: "how-to-choose-a-stream-overlay",
    author: "Mara Lindqvist",
    email: "mara@overlaylab.example",
    content: "Ha, lighting catches everyone! A cooler bulb or the Pastel theme might be a better match.",
    parent: 0,
    hoursAfter: 9,
  },
  {
    post: "how-to-choose-a-stream-overlay",
    author: "GlitchQueen",
    email: "glitch@example.com",
    content:
      "Thin frames for competitive play, yes. I moved my webcam to the kill-feed corner and chat stopped complaining.",
    hoursAfter: 30,
  },
  {
    post: "obs-scene-setup-for-beginners",
    author: "cozyfern",
    email: "fern@example.com",
    content: "Locking sources saved me from moving my webcam mid-stream again. Thank you!",
    hoursAfter: 12,
  },
  {
    post: "obs-scene-setup-for-beginners",
    author: "Dev Okafor",
    email: "dev@overlaylab.example",
    content: "Glad it helped! Scene collections are the next step once you have more than one game layout.",
    parent: 0,
    hoursAfter: 20,
  },
  {
    post: "designing-emotes-that-read-at-28px",
    author: "inkbunny",
    email: "ink@example.com",
    content: "The silhouette test is brilliant. Half my emotes failed it.",
    hoursAfter: 7,
  },
  {
    post: "alerts-that-celebrate-without-annoying",
    author: "RaidBoss",
    email: "raid@example.com",
    content: "Tiered alerts changed my stream. Raids feel special again.",
    hoursAfter: 15,
  },
  {
    post: "stinger-transitions-explained",
    author: "FrameByFrame",
    email: "frames@example.com",
    content: "Setting the transition point a few frames late fixed the flash I kept seeing. Great tip.",
    hoursAfter: 26,
  },
];

export const shareServices = ["facebook", "x", "reddit", "pinterest"] as const;

/** The demo products each post features ("Products in this post"). */
export const postProductDefs: Record<string, string[]> = {
  "how-to-choose-a-stream-overlay": ["starter-overlay-pack", "cozy-cafe-overlay", "cyberpunk-hud-overlay"],
  "obs-scene-setup-for-beginners": ["starter-overlay-pack", "webcam-frame-collection"],
  "designing-emotes-that-read-at-28px": ["pixel-emote-pack", "kawaii-cat-emotes"],
  "alerts-that-celebrate-without-annoying": ["glitch-alert-pack", "neon-pulse-alerts"],
  "merch-for-small-streamers": ["neon-grid-hoodie", "retro-arcade-tee", "limited-streamer-mug"],
};
