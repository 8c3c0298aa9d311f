// Sustainability and regulatory status: green claims and their evidence, absolute claims, net zero targets
// and plans, unregulated investments and their disclosure.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

export const SUSTAINABILITY_SPECS = {
  'green-claim': {
    about: 'a vague environmental or sustainability claim: green future, planet-positive, eco-friendly',
    phrases: [
      'green|greener|sustainable|eco|ethical|responsible|clean|cleaner ** future|tomorrow|planet|world|choice|investment|money|pension|isa|saving|portfolio|bank|card|conscience|britain|economy',
      'planet|nature|climate|earth positive|friendly',
      'eco friendly',
      // Round nine (issue 18): conscious or friendly to the environment, money made greener, working for the planet.
      'environmentally|ecologically conscious|friendly|responsible|aware',
      'make ** saving|money|pension|investment|portfolio|isa ** green|greener|clean|cleaner',
      'work|do ** hard|harder|more ** for the? @planet',
      'care ** about ** planet|tomorrow|future|environment|world|climate',
      'commitment to ** green|greener|sustainable|better ** future|world|planet',
      'make ** difference to the? ** world|planet|environment|future|climate',
      'do good',
      'guilt free',
      'save|protect|heal ** the planet|world|earth|environment',
      'better world|planet|place|tomorrow',
      'plant ** tree',
      'force for good',
      'conscience',
      'kind ** planet|environment|earth|nature',
      'good for ** planet|people|environment|earth|nature',
      'conscious|sustainable invest|investing|choice',
      'future proof',
      // A product or firm cast as a sustainability leader: a standing claimed, not a measure shown.
      'sustainable|sustainability|esg|green|ethical|responsible|climate|impact leader|champion|pioneer|hero',
      'invest|investing|money|pension|saving ** for|with ** good|purpose|impact',
      'people and planet',
      'planet and people',
      'make ** your ** money|pension|saving|investment ** matter|count',
      'planet|nature|climate|earth conscious|smart|aware',
      // Fifth round: purpose and values in place of a measure ("conscious capital", "a deeper sense of purpose",
      // "businesses that share your values"), a future or a country powered by the product.
      'conscious|mindful|purposeful|value_led|value_driven|purpose_driven|purpose_led capital|money|wealth|portfolio|investor|saving',
      'sense of purpose',
      'share|reflect|match ** your ** value',
      'power|fuel ** britain|the_uk|the_nation|the_world|the_country|the_planet|our|your ** future|tomorrow',
      'invest|investing for good|purpose|impact|change',
      'more|greener ** sustainably|responsibly|ethically|consciously|greenly',
      'with the? ** future|planet|tomorrow|next_generation|climate|environment in mind',
      'go|turn|become|be_now green|greener|eco|sustainable',
      // Round six (issue 18): the planet put first, good outcomes for it claimed for everything the firm does,
      // ESG said to run through every strategy, with no measure.
      'put ** the? @planet|people|nature ** first',
      'positive|good|better|real outcome|impact|change|difference ** for|on ** the? @planet|society',
      'esg|sustainability|climate|environmental ** fully|completely|deeply|wholly ** integrate|embed ~~ every|all|everything',
      // Round seven (issue 18): greener or cleaner than others, with no measure of how.
      'greener|cleaner|more_sustainable|more_ethical|more_responsible|kinder_to_the_planet than',
    ],
    except: ['sustainable income|dividend|growth|return|yield|payout|level|rate|basis'],
    // "…and neither does our commitment to a greener future" is still the claim.
    negation: 'ignore',
    lowercase: ['green', 'greener', 'clean'],
  },
  'green-evidence': {
    about: 'evidence for a sustainability claim: a measured result, criteria, exclusions, certification',
    phrases: [
      'NUM % ~~ carbon|emission|revenue|turnover|fossil|coal|oil|gas|renewable|intensity|energy|waste|water|tonne|footprint|deforestation',
      'carbon|emission|intensity|footprint ~~ NUM %',
      'exclude|exclusion|screen|criteria|methodology|certify|certification|verify|audit|sbti|tonne|co2|co2e|policy|report|disclosure|paris|sdg|msci|sustainalytics',
      'science base',
      'scope NUM',
    ],
    negation: 'ignore',
  },
  'absolute-green-claim': {
    about: 'an absolute environmental claim: zero impact, 100% green, carbon neutral, fossil-free',
    phrases: [
      // Round seven (issue 18): a screen or exclusion said to ensure no harm at all is part of the absolute claim
      // (so it cannot be the claim's evidence too); first, so the longer statement is the one taken.
      'screen|exclude|exclusion|filter|vet ~~ so|so_that|ensure|mean|guarantee ~~ no|zero ** environmental? ** harm|damage|impact',
      'zero|no|nil|without ** environmental|carbon|climate|ecological ** impact|footprint|emission|harm',
      'zero emission|carbon|impact',
      'NUM_%|fully|completely|totally|entirely|truly|wholly ** green|clean|sustainable|ethical|renewable|carbon_free|fossil_free',
      'carbon|climate neutral|positive|negative',
      'fossil free',
      'fossil fuel free',
      'carbon|emission|waste|pollution free',
      'zero waste',
      'fully|completely|100 ** offset',
      'no|not ** harm ** planet|environment|climate|nature',
      'greenest',
      'no|zero ** footprint|impact|harm ** on|to ** planet|environment|climate|nature|earth',
      'free of|from ** fossil|coal|oil|carbon',
      'harm nothing',
      'leave|make ** planet|world|environment|earth ** better off',
      'eco|environmentally friendly',
      // Structure: the product said to heal or be good for the natural world, with no scope or measure.
      'heal|save|restore|repair|rescue|protect ** the? @planet',
      // Round ten (issue 18): the rest of the verbs of mending a world ("helps fix the planet").
      'fix|mend|cure|clean_up|turn_around ** the|our ** @planet',
      // Round eleven (issue 18): "kind to the planet", "kinder to our planet" (the ASA's Persil ruling).
      'good|kind|kinder|great|better|gentle|gentler for|to ** the? @planet',
      '@planet friendly|positive',
      // Structure: a pollutant said to be wholly absent ("zero fossil fuels", "produces no emissions", "completely
      // out of oil, gas and coal"), or no harm done to anyone or anything.
      'zero|no|nil @pollutant',
      'produce|emit|generate|create|release|cause ** no|zero|nil ** @pollutant|greenhouse',
      'emit|pollute nothing',
      'completely|entirely|totally|wholly|fully|NUM_% ** out_of|free_of|free_from|clear_of ** @pollutant',
      'no|not|nothing|none|never ** harm|damage|hurt|pollute|destroy ** people|nature|@planet|anyone|anything|community|wildlife|animal|ocean|forest',
      '@pollutant free',
      'harmless|safe to|for ** the? @planet|nature',
      'only|exclusively|solely|purely ** invest|hold|back|fund ** in? ** clean|green|renewable|sustainable|ethical',
      'invest|hold ** only|exclusively|solely|purely ** in? ** clean|green|renewable|sustainable|ethical',
      'every|all|each ** company|holding|investment|business|pound|penny ~~ be ** sustainable|green|ethical|clean|renewable|planet_positive',
      'impact free|neutral',
      // Fifth round: no cost or harm to the planet at all ("without costing the Earth a thing"), the climate
      // left exactly as it was, every tonne cancelled, more put back than taken, not a gram of pollution from
      // any holding, a product called climate-clean.
      'without|not|never|nothing ** cost|harm|hurt|damage|touch ** the? @planet|atmosphere ** a_thing|anything|a_penny|a_bit',
      'cost ** the? @planet|atmosphere nothing',
      'leave|keep ** the? @planet|atmosphere|air|ocean|sea|sky ** exactly|just|precisely|completely|entirely? ** as|untouched|unchanged|unharmed|intact|pristine',
      'every|each|all ** tonne|gram|kilo|ounce|bit|molecule|ton ** of? ** @pollutant ~~ cancel|offset|neutralise|neutralize|balance|remove|erase',
      'put|give back more ~~ than ** take|use|remove|consume',
      'not NUM|a_single ** company|holding|business|firm|investment|stock|share ~~ ~~ @pollutant',
      'climate|carbon|planet|earth|nature clean|pure|safe|proof',
      'nothing|none|no_part ~~ harm|damage|hurt|pollute ** the? @planet',
      'NUM_%|totally|completely|fully|entirely guilt free',
      // Round six (issue 18): every pound invested said to serve the planet.
      'every|each pound|penny|contribution|investment ~~ ~~ choice|vote|act|gift|win ** for ** the? @planet',
      // Round thirteen (issue 18): the universal claim with any verb of becoming or of serving the planet ("every
      // pound you hold becomes sustainable money", "every company we own is helping the planet").
      'every|all|each ** company|holding|investment|business|pound|penny|contribution ~~ become|turn|count_as ** sustainable|green|ethical|clean|renewable|planet_positive',
      'every|all|each ** company|holding|investment|business|pound|penny|contribution ~~ help|benefit|serve|support|improve|heal ** the? @planet',
    ],
    except: [
      'carbon|climate neutral by|before|target|commitment|goal',
      'commit|pledge|aim|target|ambition|goal|journey|path|transition ~~ carbon_neutral|climate_neutral',
    ],
  },
  'net-zero-target': {
    about: 'a net zero or carbon neutral target or commitment',
    phrases: [
      'net_zero|carbon_neutral|climate_neutral ** by|before YEAR',
      'commit|pledge|aim|target|ambition|goal|promise|journey|path|transition|align|support|help ~~ net_zero|carbon_neutral',
      'net zero target|commitment|ambition|goal|pledge|strategy|transition|alignment|pathway',
      // Round nine (issue 18): a product called net zero aligned, net zero reached by a year however many words
      // between, net zero with its year as a badge ("Net Zero 2040 pledge").
      'net_zero align|compatible|consistent|ready',
      'reach|achieve|hit|become net_zero ~~ by|before|in YEAR',
      'net_zero YEAR',
    ],
    // Round nine (issue 18): a country's target set in law ("the UK has a legal target to reach net zero by
    // 2050") is market context, not the firm's pledge.
    except: [
      'uk|government|country|britain|nation|law|parliament|state ** have|set|adopt|pass|legislate ** a? ** legal|statutory|legally_binding|national? ** target|commitment|goal|obligation ~~ net_zero',
      'legal|statutory|legally_binding target|commitment|obligation|duty ~~ net_zero',
    ],
    negation: 'ignore',
  },
  'transition-plan': {
    about:
      'a plan behind a target: interim cuts, a transition plan, engagement and voting, progress reported',
    phrases: [
      'cut|reduce|lower|halve|decarbonise|decarbonize ** NUM %',
      'NUM % ** cut|reduction|reduce|lower|decrease',
      'interim|milestone',
      'transition plan',
      'report|publish ** progress',
      'sbti',
      'science base',
      'vote|engage|engagement|escalate',
      'carbon intensity',
      'scope NUM',
    ],
    negation: 'ignore',
  },
  'unregulated-asset': {
    about: 'an investment outside FCA regulation: cryptoassets, bullion, wine, whisky and similar',
    phrases: [
      '@crypto',
      'fan token',
      'digital asset|currency|coin',
      'precious metal',
      'cask',
      'classic car',
      'fine art',
      'invest|investment|buy|own|add|trade|hold|store|collect|vault|portfolio|deliver ** @tangible',
      '@tangible ** investment|coin|bar|portfolio|fund|price|value|asset|be_the_new',
      // Sixth round: collectibles sold as investments (contemporary prints, blue-chip art), a metal whose price
      // has moved, a holding of it built up.
      'blue_chip|contemporary|modern|limited_edition|original ** @collectible',
      'invest|investment|buy|own|collect|collector ** in? ** @collectible',
      '@tangible ** have|be ** roughly|nearly|more_than|almost? ** @up|@down|@perf',
      'build|start ** your? ** holding|collection|stack|stash ~~ @tangible',
      // Round six (issue 18): what else sits outside FCA regulation - fine wine and spirits, carbon credits sold
      // as a portfolio, plots of land banked against planning, loan notes and mini-bonds,
      // coins staked in a wallet or named with a token's trappings.
      'fine|rare|vintage|investment_grade ** wine|whisky|whiskey|spirit|art',
      'carbon credit ** portfolio|investment|fund|return',
      'invest|investment|buy|own|trade ** in? ** carbon credit',
      'plot ~~ ~~ plan ** come_through|permission|consent|approval',
      'mini bond',
      'minibond',
      'loan note',
      'stake ** with|in|on|via ** ** wallet|exchange|app|pool|validator|protocol',
      'coin ** app|wallet|exchange|price|holder|token|launch|presale|airdrop|community|be_up|be_move',
      'cashtag',
      // Round seven (issue 18): rooms, pods and spaces sold one by one with their rent (hotel rooms, student pods,
      // storage units).
      'own|buy|invest_in|purchase ** a|an|your? ** hotel|student|care_home|storage ** room|suite|pod|space|unit|bay|bed',
      // Round nine (issue 18): what is bought and rented or leased back, or bought back at an agreed price (parking
      // spaces, cars); plots sold on hope of planning or their rise in value; wine en primeur or by the case into a
      // portfolio; off-plan property; bonds that fund the issuer's own lending, bridging loans or property.
      'buy|own|purchase ~~ ~~ we|they ** rent|lease ** it|them back',
      'buy|take ** it|them back at ** agree|fixed|set|guarantee ** price',
      'benefit|profit|gain|value ~~ ~~ if|when|once ** plan ** permission|consent|approval',
      'plot ~~ @up|rise ** in? value',
      'plot from CUR',
      'en primeur',
      'add|buy ** NUM? case ** to|for|into ** portfolio|cellar|vault',
      'off plan ** apartment|property|unit|villa|flat|home|development',
      'bridging|property|residential|construction|loan|lend bond',
    ],
    except: [
      'cashtag ~~ share|stock|equity|nasdaq|nyse|earnings|ftse',
      // Round nine (issue 18): the metal naming the companies that dig it (a fund of "gold-mining companies",
      // "silver miners", a "Gold Equity" fund) is shares, a regulated investment; a good "made in" or "made
      // from" a place or material is being manufactured, not performing.
      '@tangible min|mine|miner|producer|royalty|equity|share|stock',
      'be make|produce|craft|manufacture in|from|by|with|to|of',
    ],
    negation: 'ignore',
    lowercase: [
      'gold',
      'silver',
      'bullion',
      'wine',
      'whisky',
      'whiskey',
      'coin',
      'token',
      'diamond',
      'platinum',
    ],
  },
  'unregulated-disclosure': {
    about: 'a statement that the product is not regulated or not protected by the FSCS or the Ombudsman',
    phrases: [
      'not ** regulate',
      'unregulated',
      'not ** cover|protect ** fscs|compensation|ombudsman',
      'no ** fscs|compensation|ombudsman',
      'unlikely ** protect',
      // Round nine (issue 18): the issuer not authorised, the scheme named in full after "not covered by".
      'not ** authorise|authorize',
      'not ** cover|protect ~~ compensation|fscs|ombudsman',
      'not protect',
    ],
  },
} as const satisfies Record<string, ConceptSpec>;
