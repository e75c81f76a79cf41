/**
 * The photographs of the demo content: a small set taken from Debian packages under free licences,
 * cropped to 16:10 and stored as WebP beside this file (how they were made: SOURCES.md). Each
 * upload records its author and licence in the media item, as the licences ask.
 */
type Text = { he: string; en: string }

export type DemoPhoto = {
  /** What the photograph shows, the alt text of every image made from it. */
  alt: Text
  /** Who took the photograph (shown with the licence wherever the picture is credited). */
  credit: string
  licence: string
  /** The Debian package it ships in, and the file's path there. */
  debianPackage: string
  original: string
}

const lomiri = (original: string, author: string, licence: string) => ({
  credit: author,
  licence,
  debianPackage: 'lomiri-wallpapers-16.04',
  original: `/usr/share/backgrounds/${original}`,
})

const plasma = (wallpaper: string, author: string) => ({
  credit: author,
  // The wallpaper's own metadata; the package's copyright file says GPL-2+ for the whole package.
  licence: 'LGPL-3.0',
  debianPackage: 'plasma-workspace-wallpapers',
  original: `/usr/share/wallpapers/${wallpaper}/contents/images/2560x1600.jpg`,
})

const mate = (original: string, author: string) => ({
  credit: author,
  licence: 'GPL-2.0-or-later',
  debianPackage: 'mate-backgrounds',
  original: `/usr/share/backgrounds/mate/nature/${original}`,
})

const gcompris = (original: string, author: string) => ({
  credit: `${author}, Wikimedia Commons`,
  licence: 'Public domain',
  debianPackage: 'gcompris-qt-data',
  original: `/usr/share/gcompris-qt/rcc/explore_monuments.rcc: resource/france/${original}`,
})

export const demoPhotos = {
  'autumn-ridge': {
    alt: {
      he: 'יער בשלכת ואחו ירוק למרגלות רכס סלעי',
      en: 'Autumn woods and a green meadow below a rocky ridge',
    },
    ...lomiri('aitzgorri_by_Aitzol_Berasategi.jpg', 'Aitzol Berasategi', 'CC BY 4.0'),
  },
  'mountain-path': {
    alt: {
      he: 'שביל עפר במרעה הררי אל פסגות מושלגות',
      en: 'A dirt path across a mountain pasture towards snowy peaks',
    },
    ...lomiri('picosdeeuropa_by_Aitzol_Berasategi.jpg', 'Aitzol Berasategi', 'CC BY 4.0'),
  },
  'forest-stream': {
    alt: {
      he: 'נחל קטן זורם בין סלעים ביער',
      en: 'A small stream running between rocks in a forest',
    },
    ...lomiri('life_by_Aitzol_Berasategi.jpg', 'Aitzol Berasategi', 'CC BY 4.0'),
  },
  'hilltop-sunset': {
    alt: { he: 'השמש שוקעת מעל רכסי גבעות', en: 'The sun setting over a line of hills' },
    ...lomiri('sunset_by_Aitzol_Berasategi.jpg', 'Aitzol Berasategi', 'CC BY 4.0'),
  },
  'bridge-cables': {
    alt: {
      he: 'כבלי פלדה של גשר על רקע שמיים כחולים',
      en: 'Steel cables of a bridge against a blue sky',
    },
    ...lomiri('Bridge_by_Sander_Klootwijk.jpg', 'Sander Klootwijk', 'CC BY-SA 4.0'),
  },
  'hanging-lamps': {
    alt: {
      he: 'מנורות תלויות ודמות ציפור מעופפת בחדר בהיר',
      en: 'Hanging lamps and a flying bird figure in a bright room',
    },
    ...lomiri('free_by_Peter_Nerlich.jpg', 'Peter Nerlich', 'CC BY-SA 4.0'),
  },
  'wall-clock': {
    alt: { he: 'שעון קיר מודרני בתקריב', en: 'A modern wall clock, close up' },
    ...lomiri('greentock_by_Peter_Nerlich.jpg', 'Peter Nerlich', 'CC BY-SA 4.0'),
  },
  'fig-bowl': {
    alt: { he: 'תאנה חצויה בקערה אדומה', en: 'A halved fig in a red bowl' },
    ...lomiri('Picture_0B_by_freespace.jpg', 'Trevor “Freespace”', 'CC BY 4.0'),
  },
  'paint-brushes': {
    alt: { he: 'מכחולים צבעוניים בכוס', en: 'Colourful paint brushes in a jar' },
    ...lomiri('Picture_1A_by_freespace.jpg', 'Trevor “Freespace”', 'CC BY 4.0'),
  },
  'loft-interior': {
    alt: {
      he: 'שולחן עץ ממשטחים בדירה, ועליו בקבוק יין ומטחנת קפה',
      en: 'A pallet-wood table in a flat, with a wine bottle and a coffee grinder',
    },
    ...lomiri('Wine_by_Jakkub_Mede.jpg', 'Jakub Mede', 'CC BY 4.0'),
  },
  dandelions: {
    alt: { he: 'שן הארי בשדה באור השקיעה', en: 'Dandelion clocks in a field at sunset' },
    ...lomiri('seeding_by_Clements_Engelhardt.jpg', 'Clemens Engelhardt', 'CC0 1.0'),
  },
  'stone-citadel': {
    alt: {
      he: 'חומות אבן ומגדלים של עיר עתיקה',
      en: 'Stone walls and towers of an old walled city',
    },
    ...gcompris('citedeCarcassonne.webp', 'Petitemontagnedujura'),
  },
  'hillside-village': {
    alt: {
      he: 'כפר אבן בנוי על צלע מצוק מעל עמק מיוער',
      en: 'A stone village built into a cliff above a wooded valley',
    },
    ...gcompris('rocamadour.webp', 'François Darras'),
  },
  'facade-lines': {
    alt: {
      he: 'חזית בניין מודרני מרצועות מתכת גליות, בשחור־לבן',
      en: 'A modern building facade of wavy metal bands, in black and white',
    },
    ...plasma('Grey', 'Sigi Sagi'),
  },
  'lakeside-boats': {
    alt: {
      he: 'סירות משוטים על חוף אגם בשקיעה',
      en: 'Rowing boats on a lake shore at sunset',
    },
    ...plasma('EveningGlow', 'Ian Hex'),
  },
  'forest-path': {
    alt: { he: 'שביל צר ביער אורנים', en: 'A narrow path through a pine forest' },
    ...plasma('Path', 'Risto Saukonpää'),
  },
  'misty-lake': {
    alt: { he: 'אגם בערפל עם דמדומים', en: 'A lake in the mist at dusk' },
    ...plasma('DarkestHour', 'Risto Saukonpää'),
  },
  jetty: {
    alt: {
      he: 'מזח עץ באגם ערפילי, בשחור־לבן',
      en: 'A wooden jetty on a misty lake, in black and white',
    },
    ...plasma('ColdRipple', 'Risto Saukonpää'),
  },
  'kite-sky': {
    alt: { he: 'עפיפון צבעוני גבוה בשמיים כחולים', en: 'A colourful kite high in a blue sky' },
    ...plasma('Kite', 'Risto Saukonpää'),
  },
  'lake-dusk': {
    alt: {
      he: 'אגם שקט בגוני ורוד וסגול אחרי השקיעה',
      en: 'A still lake in pink and violet after sunset',
    },
    ...plasma('summer_1am', 'Risto Saukonpää'),
  },
  'one-stands-out': {
    alt: {
      he: 'צמחים ירוקים רבים במבט מלמעלה, ואחד מהם כתום',
      en: 'Many green plants seen from above, one of them orange',
    },
    ...plasma('OneStandsOut', 'Risto Saukonpää'),
  },
  'colourful-cups': {
    alt: { he: 'כוסות צבעוניות רבות זו לצד זו', en: 'Rows of colourful cups side by side' },
    ...plasma('ColorfulCups', 'Dmitri Popov'),
  },
  boardwalk: {
    alt: { he: 'טיילת עץ על שפת המים', en: 'A wooden boardwalk by the water' },
    ...plasma('BytheWater', 'Maciej Wiklo'),
  },
  'fallen-leaf': {
    alt: { he: 'עלה מייפל יבש על הקרקע בסתיו', en: 'A dry maple leaf on the ground in autumn' },
    ...plasma('FallenLeaf', 'Martin Klapetek'),
  },
  'dune-grass': {
    alt: { he: 'עשב חוף מוזהב מול הים', en: 'Golden beach grass in front of the sea' },
    ...mate('Dune.jpg', 'Marco Cogoni, Hylke Bons'),
  },
  'water-drop': {
    alt: { he: 'טיפת מים נופלת למים', en: 'A drop of water splashing into water' },
    ...mate('Aqua.jpg', 'Charles Barbin'),
  },
  'raindrops-leaf': {
    alt: { he: 'טיפות מים על עלים ירוקים', en: 'Water drops on green leaves' },
    ...mate('RainDrops.jpg', 'blackcombwhistler07'),
  },
  'green-meadow': {
    alt: { he: 'נבטים ירוקים צפופים בתקריב', en: 'Dense green shoots, close up' },
    ...mate('GreenMeadow.jpg', 'Timothy Schellhase, Lapo Calamandrei'),
  },
  'storm-road': {
    alt: { he: 'כביש פתוח תחת עננות סערה', en: 'An open road under storm clouds' },
    ...mate('Storm.jpg', 'Sergey Nazarov'),
  },
  'leaf-veins': {
    alt: { he: 'עורקי עלה ירוק באור שמש', en: 'The veins of a green leaf in sunlight' },
    ...mate('Blinds.jpg', 'Lennart Poettering, Andrea Cimitan'),
  },
} as const satisfies Record<string, DemoPhoto>

export type DemoPhotoId = keyof typeof demoPhotos
