// Word lists for passive-voice detection (be + past participle).

/** Be-forms, including negative contractions. */
export const BE_FORMS: ReadonlySet<string> = new Set([
  'am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't", "'re", "'m",
]);

/** Words that may stand between the be-form and the participle: "is not normally charged". */
export const INTERVENING_WORDS: ReadonlySet<string> = new Set([
  'not', 'also', 'always', 'never', 'often', 'usually', 'generally', 'still', 'already', 'now', 'then', 'typically',
  'normally', 'currently', 'sometimes', 'further', 'fully', 'being', 'been', 'only', 'just', 'even', 'regularly',
  'mainly', 'largely', 'partly', 'jointly', 'actively', 'directly', 'indirectly', 'automatically', 'rarely',
  'seldom', 'frequently', 'daily', 'annually', 'monthly', 'quarterly', 'independently', 'separately', 'either',
  'both', 'all', 'each', 'so', 'thus', 'therefore', 'however', 'first', 'subsequently', 'periodically',
]);

/** Irregular past participles (the regular ones end in -ed). */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  `arisen awoken beaten become begun bent bet bid bitten bled blown born borne bought bound bred broken brought
  built burnt burst cast caught chosen clung come cost crept cut dealt done drawn dreamt driven drunk dug dwelt
  eaten fallen fed felt fled flown flung forbidden forecast foregone foreseen forgiven forgotten forsaken frozen
  given gone got gotten ground grown heard held hidden hit hung hurt kept knelt knit known laid led leant leapt
  learnt left lent let lit lost made meant met mislaid misled mistaken misunderstood mown outdone overcome
  overdone overpaid overseen overtaken overthrown paid proven put quit read rebuilt redone remade repaid reset
  rewritten ridden risen run said sawn seen sent set sewn shaken shed shone shot shown shrunk shut slain slept
  slid slung sold sought sown spat spent spilt split spoilt spoken sped spread sprung stolen stood struck strung
  stuck stung sunk sworn swept swollen swum taken taught thought thrown thrust told torn trodden understood
  undertaken underwritten undone upheld upset withdrawn withheld withstood woken won worn wound woven written
  wrung`.split(/\s+/),
);

/** Words ending in -ed that are adjectives or not verbs at all: "is interested in", "a hundred". */
export const NOT_PARTICIPLES: ReadonlySet<string> = new Set(
  `interested tired excited pleased worried bored scared surprised satisfied delighted disappointed concerned
  confused frightened amazed ashamed annoyed embarrassed exhausted talented complicated sophisticated detailed
  naked wicked sacred beloved rugged ragged crooked learned aged committed qualified experienced advanced
  related supposed unprecedented hundred kindred hatred bed red wed sled need seed speed
  feed weed deed creed greed breed bleed heed indeed exceed proceed succeed embed shred sacred skilled
  interrelated varied assorted balanced`.split(/\s+/),
);
