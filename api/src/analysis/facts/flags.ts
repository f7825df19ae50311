import type { TClientFacts, TEstateDocument } from "@fsa/shared";
import { NATIONALITY } from "./citizenship.ts";
import { allMatches } from "./matches.ts";
import type { Recorder } from "./recorder.ts";
import { isNegated, lineStartAt, listHeadingLine, type ReadText, type Sentence, sameLineBefore } from "./text.ts";

/**
 * Yes/no facts as a table of rules (issue #12 item 1: "the domain rules stay ours, as a table of
 * rules rather than one long function"). Each rule is a pattern over a lowercased sentence; a
 * match inside a negation's scope ("no charitable plans", "doesn't own a business", "no
 * liquidity event expected") says no, and is recorded as such; context patterns keep a word from
 * counting where it means something else ("disability insurance" is not a disabled child, "ssi"
 * inside "business" is not SSI, a sale that already happened is not an expected one).
 */

/** Boolean facts of ZClientFacts this table reads. */
export type FlagField =
  | "hasInheritedIra"
  | "hasEmployerPlan"
  | "hasEmployerStockInPlan"
  | "hasFarmOrRanch"
  | "hasInvestmentRealEstate"
  | "hasConcentratedStock"
  | "hasLowBasisStock"
  | "hasCharitableIntent"
  | "hasNonUsAssets"
  | "isImmigrating"
  | "hasProfessionalLiability"
  | "hasLifeInsurance"
  | "isIlliquid"
  | "ownsBusiness"
  | "businessHasEmployees"
  | "expectsBusinessSale"
  | "plansPropertySale"
  | "expectsLiquidityEvent"
  | "hasDisabledDependent"
  | "hasBlendedFamily"
  | "hasVacationHome"
  | "hasPension"
  | "hasBeneficiaryDesignationIssue"
  | "isRetired"
  | "spouseIsUsCitizen"
  | "spouseHasEarnedIncome"
  | "isEmployedByStockIssuer"
  | "holdsIncentiveStockOptions"
  | "hasRestrictedStockGrant";

interface FlagRule {
  field: FlagField;
  /** Pattern over the lowercased sentence (global flag required). */
  re: RegExp;
  /** The value a plain match gives (a rule can say "no": "still working" → isRetired false). */
  value?: boolean;
  /** A match in a negation's scope says the opposite. Default true. */
  negatable?: boolean;
  /** The words around the match (40 characters each side) must not match this. */
  unless?: RegExp;
  /** Test `unless` over the whole sentence, not the 40 characters either side of the match. */
  unlessInSentence?: boolean;
  /** The sentence must match this too. */
  requires?: RegExp;
  /** A match in a sentence about the past (a sale that happened) does not count. */
  futureOnly?: boolean;
  status?: "stated" | "inferred";
}

const PAST =
  /\b(?:sold|was sold|were sold|closed (?:on )?the sale|exited|cashed out|was acquired|were acquired|after (?:the|selling)|since (?:the|selling)|proceeds from the sale|post-sale|already sold)\b/;
const FUTURE =
  /\b(?:will|plan|plans|planning|planned|expect|expects|expected|expecting|consider\w*|thinking|next (?:year|quarter|month)|soon|upcoming|pending|in talks|would like|wants?|hopes?|may|might|could|loi|letter of intent|offers?|under contract|about to|in the process|intends?|going to|negotiat\w*|this year|in (?:20\d{2})|within|ipo)\b/;
/**
 * Places outside the United States an asset can sit in: countries, their adjectives and cities an
 * adviser names for a client's property or accounts abroad ("flat in Hyderabad", "Tokyo condo",
 * "UK pension", "Canadian RRSP"). A place followed by a US state ("Vancouver, WA") is not abroad.
 */
const FOREIGN_PLACE =
  "(?:uk|u\\.k\\.|united kingdom|britain|british|england|english|scotland|scottish|wales|ireland|irish|canada|canadian|mexico|mexican|india|indian|china|chinese|japan|japanese|korea|korean|germany|german|france|french|italy|italian|spain|spanish|portugal|portuguese|switzerland|swiss|netherlands|dutch|belgium|belgian|sweden|swedish|norway|norwegian|denmark|danish|finland|finnish|poland|polish|greece|greek|israel|israeli|lebanon|lebanese|brazil|brazilian|argentina|argentine|colombia|colombian|chile|chilean|peru|peruvian|philippines|filipino|vietnam|vietnamese|taiwan|taiwanese|hong kong|singapore|singaporean|australia|australian|new zealand|south africa|south african|nigeria|nigerian|egypt|egyptian|pakistan|pakistani|bangladesh|iran|iranian|turkey|turkish|dubai|uae|costa rica|dominican republic|jamaica|bahamas|cayman|bermuda|london|paris|provence|tuscany|rome|milan|florence|lake como|madrid|barcelona|lisbon|algarve|dublin|edinburgh|berlin|munich|frankfurt|zurich|geneva|amsterdam|stockholm|tel aviv|jerusalem|toronto|vancouver|montreal|calgary|ottawa|mexico city|guadalajara|cancun|puerto vallarta|san miguel de allende|tulum|cabo|los cabos|tokyo|osaka|kyoto|seoul|shanghai|beijing|shenzhen|taipei|manila|mumbai|bombay|delhi|bangalore|bengaluru|hyderabad|chennai|pune|kolkata|sydney|melbourne|sao paulo|são paulo|rio|bogota|bogotá|buenos aires|lagos|beirut|athens|warsaw|krakow)";
/** Words for property and accounts a client holds. */
const HOLDING_NOUN =
  "(?:flat|apartment|condo(?:minium)?|house|home|villa|chalet|farm|land|property|properties|real estate|rental|brokerage|accounts?|bank accounts?|pension|provident fund|superannuation|super fund|rrsp|tfsa|isa|sipp|investment trusts|mutual funds|fixed deposits|holdings|investments|portfolio|shares in (?:a|the|his|her|their) (?:family )?(?:company|business))";
/**
 * Not a holding abroad: a place a US reader names with its state ("Vancouver, WA", "Paris, Texas"),
 * a holding already sold, or a parent's home.
 */
const NOT_FOREIGN_HOLDING = new RegExp(
  `\\b${FOREIGN_PLACE},?\\s+(?:al|ak|az|ar|ca|co|ct|fl|ga|ia|il|ks|ky|la|ma|md|mi|mn|mo|ms|mt|nc|nd|ne|nh|nj|nm|nv|ny|oh|pa|ri|sc|sd|tn|tx|ut|va|vt|wa|wi|wv|wy|washington|texas|georgia|ohio|kentucky|kansas|maine|tennessee|indiana|illinois|new york|new hampshire|connecticut|alabama|south carolina|oregon|california)\\b|\\bsold\\b|\\b(?:indian (?:wells|river|hills|lake|creek)|rio rancho|new mexico|new england)\\b|\\b(?:\\w+[-\\s])?(?:style|colonial|revival|tudor|provincial)\\b|\\b(?:mother|father|mom|dad|parents?|in-laws?|grandmother|grandfather)(?:'s)?\\s+(?:own\\s+)?(?:flat|house|home|apartment)\\b|\\b(?:mother|father|mom|dad|parents?|in-laws?) (?:lives?|live) in\\b`,
);
const FOREIGN_HOLDING = new RegExp(
  `\\b${FOREIGN_PLACE}\\s+(?:[\\w-]+\\s+){0,2}?${HOLDING_NOUN}\\b|\\b${HOLDING_NOUN}\\s+(?:[\\w-]+\\s+){0,3}?(?:in|at|near|outside|back in|from)\\s+(?:the\\s+)?${FOREIGN_PLACE}\\b`,
  "g",
);

const DEPENDENT =
  /\b(?:son|daughter|child|children|kid|kids|brother|sister|grandson|granddaughter|grandchild|dependent|nephew|niece|youngest|oldest|middle child|adult child|stepson|stepdaughter|ward|twins?)\b/;
const INSURANCE_CONTEXT =
  /\b(?:insurance|income|coverage|policy|policies|own[-\s]occ\w*|long[-\s]term disability|short[-\s]term disability|ltd|std|buy[-\s]?out|rider|waiver of premium|benefits? (?:through|from|at) (?:work|his employer|her employer))\b/;

const RULES: FlagRule[] = [
  {
    field: "hasInheritedIra",
    re: /\binherited (?:a |an |her |his |their )?(?:roth )?(?:iras?|401\s?\(?k\)?|retirement (?:account|assets))\b|\b10[-\s]year rule\b|\bbeneficiary iras?\b|\binherited iras?\b|\b(?:roth )?iras? (?:that )?(?:she|he|they|you|i|we) inherited\b|\b(?:iras?|401\s?\(?k\)?) (?:left (?:to (?:her|him|them|me|you) )?by|inherited from|from) (?:her|his|their|my|your) (?:late )?(?:dad|father|mom|mother|parents?|aunt|uncle|grandmother|grandfather)\b|\b(?:dad|father|mom|mother)'s (?:roth )?ira\b(?=[^.;]{0,40}\b(?:inherit|left|passed|died)\w*)|\bleft (?:her|him|them|me|us) (?:his|her|their) (?:roth )?(?:iras?|401\s?\(?k\)?)\b/g,
  },
  {
    field: "hasEmployerPlan",
    re: /\b401\s?\(?k\)?|\b403\s?\(?b\)?|\b457\s?\(?b\)?|\bemployer (?:plan|match|retirement plan)\b|\bworkplace plan\b|\bprofit[-\s]sharing plan\b|\btsp\b|\bthrift savings plan\b/g,
    negatable: false,
  },
  {
    field: "hasEmployerStockInPlan",
    re: /\b(?:company|employer|firm)'?s? (?:stock|shares)\b[^.;]{0,50}\b(?:401\s?\(?k\)?|403\s?\(?b\)?|plan|esop|profit[-\s]sharing)|\b(?:401\s?\(?k\)?|plan)\b[^.;]{0,60}\b(?:company|employer)'?s? (?:stock|shares)\b|\bnet unrealized appreciation\b|\bnua\b|\besop\b/g,
  },
  {
    field: "hasFarmOrRanch",
    re: /\bfarm(?:s|ing|land|er|ers)?\b|\branch(?:es|ing|er|ers|land)?\b|\bagricultur\w*|\bcattle\b|\bcrops?\b|\bgrain\b|\bdairy\b|\borchards?\b|\bvineyards?\b|\blivestock\b|\bacres of (?:farm|crop|pasture|timber|land)/g,
    unless:
      /\b(?:server|wind|solar|content|click|link|ant|fish|crypto) farms?\b|\branch[-\s]style\b|\bfarmers(?:')? market\b|\bfarm-to-table\b|\branch dressing\b/,
  },
  {
    field: "hasInvestmentRealEstate",
    re: /\brental(?:s| propert\w*| income| units?| homes?| houses?| portfolio| real estate)?\b|\binvestment propert\w*|\bcommercial (?:real estate|propert\w*|buildings?)\b|\b(?:apartment|office|industrial) (?:buildings?|complex(?:es)?)\b|\blandlord\b|\bmulti-?family\b|\b1031\b|\bduplex(?:es)?\b|\btriplex\b|\breal estate (?:portfolio|investor|investments?|holdings)\b|\bowns? the building\b|\bstrip (?:mall|center)\b|\bfarm ?land\b|\b(?:building|bldg|property|warehouse|space|house|condo)\b[^.;\n]{0,60}\bleased (?:out )?to\b|\bnnn\b|\btriple[-\s]net\b|\bnet rents?\b/g,
    unless: /\brental cars?\b|\bcar rental\b/,
  },
  {
    field: "hasConcentratedStock",
    re: /\bconcentrated\b|\bsingle[-\s]stock\b|\bfounder (?:shares|stock|equity)\b|\b(?:company|employer)'?s? (?:stock|shares)\b|\blarge (?:position|holding|block)\b|\brestricted stock\b|\brsus?\b|\bstock options\b|\bisos?\b|\bnsos?\b|\bone stock\b|\bmost of (?:their|his|her) (?:wealth|net worth|portfolio) (?:is )?in\b|\b(?:[2-9]\d|100)\s?%\s+of\s+(?:their|his|her|the|our)\s+(?:\$?[\d.,]+\s?(?:k|m|mm|million)?\s+)?(?:portfolio|net worth|wealth|brokerage|investments|liquid assets)\b(?:(?=[^.;]{0,40}\b(?:stock|shares)\b)|(?<=\b(?:stock|shares|holds?|owns?)\b[^.;]{0,80}))/g,
    negatable: true,
  },
  {
    field: "hasLowBasisStock",
    re: /\blow[-\s]basis\b|\bhighly appreciated\b|\bappreciated (?:stock|securities|shares|positions?|assets|holdings)\b|\bembedded (?:capital )?gains?\b|\bunrealized (?:capital )?gains?\b|\blarge (?:capital |unrealized |embedded )?gains?\b|\b(?:near[-\s])?zero basis\b|\bbasis (?:of |is )?(?:near|close to) zero\b|\bfounder (?:shares|stock)\b|\bbig gains?\b|\bbasis\b["\u201c\u201d\s]{0,3}(?:is\s+|was\s+|of\s+)?["\u201c]?(?:tiny|minimal|negligible|very low|next to nothing|almost nothing|nominal|pennies)\b|\b(?:tiny|minimal|negligible|very low|nominal) (?:cost )?basis\b|\bfor (?:almost |next to )?(?:nothing|pennies|a song)\b(?<=\b(?:bought|paid|purchased|acquired)\b[^.;]{0,60})|\b(?:afraid|terrified|worried|scared|nervous) (?:of|about) (?:the )?(?:capital[-\s]gains? )?tax(?:es)? (?:on|if|when|of) (?:selling|(?:he|she|they|we) sells?)\b|\bhuge (?:capital |unrealized )?gains?\b/g,
  },
  {
    field: "hasCharitableIntent",
    re: /\bcharit\w*|\bphilanthrop\w*|\bdonat\w*|\bchurch\b|\btith\w*|\bgive back\b|\bgiving back\b|\bnon-?profits?\b|\b(?:family|private|their|a|his|her) foundation\b|\bdaf\b|\bdonor[-\s]advised\b|\balma mater\b|\bendow\w*|\bscholarships?\b|\bgives? (?:\$[\d.,]+\w* )?(?:to|generously)\b|\bcauses (?:they|he|she) care\b|\bleave (?:something|money|a portion|part) to\b/g,
    unless: /\b(?:church (?:street|road|st\.?|rd\.?|building)|foundation (?:repair|issues|work|crack))\b/,
  },
  {
    field: "hasNonUsAssets",
    re: /\b(?:foreign|offshore|overseas|abroad|non-?u\.?s\.?|international) (?:assets?|accounts?|property|properties|holdings?|investments?|trusts?|companies|company|bank|pension|real estate|home|house)\b|\b(?:assets?|property|accounts?|home|house|apartment|flat|real estate|pension) (?:in|back in|outside) (?:the )?(?:uk|u\.k\.|england|london|canada|mexico|india|china|germany|france|europe|asia|switzerland|israel|brazil|italy|spain|ireland|japan|korea|australia|hong kong|singapore|philippines|vietnam|taiwan|netherlands|sweden|norway|denmark|poland|colombia|argentina|chile|south africa|nigeria|lebanon|greece|portugal)\b|\bpfics?\b|\bfbar\b/g,
  },
  {
    field: "hasNonUsAssets",
    re: FOREIGN_HOLDING,
    unless: NOT_FOREIGN_HOLDING,
  },
  {
    field: "isImmigrating",
    re: /\bmoving to the (?:us|u\.s\.|united states|states)\b|\brelocating to the (?:us|u\.s\.|united states)\b|\bgreen card\b|\bimmigra\w+|\bbecoming a (?:us|u\.s\.) (?:resident|citizen)\b|\bnon-?resident alien\b|\bnot (?:yet )?a (?:us|u\.s\.) (?:citizen|person)\b|\bh-?1b\b|\bvisa\b/g,
    negatable: false,
  },
  {
    field: "hasProfessionalLiability",
    re: /\b(?:dentists?|physicians?|doctors?|surgeons?|anesthesiologists?|orthodontists?|ob-?gyns?|cardiologists?|radiologists?|dermatologists?|oncologists?|neurologists?|ophthalmologists?|psychiatrists?|pediatricians?|veterinarians?|attorneys?|lawyers?|architects?|cpas?|malpractice|medical practice|dental practice|law practice|law firm partner|(?<=\ban\s)md\b|dds\b|dmd\b|m\.d\.|chiropractors?|pharmacists?|optometrists?|podiatrists?|physical therapists?|nurse practitioners?|contractors?)\b/g,
    negatable: false,
    unless:
      /\b(?:son|daughter|kid|child|brother|sister|father|mother|dad|mom|parent)s?\b[^.;]{0,25}$|\b(?:their|his|her|our) (?:attorney|lawyer|cpa|accountant|doctor|physician|estate attorney)\b|\b(?:estate|tax|family|divorce) (?:attorney|lawyer)\b|\bwith (?:an?|their|his|her) (?:attorney|lawyer|cpa)\b|\bthe (?:attorney|lawyer|cpa)\b/,
  },
  {
    field: "hasLifeInsurance",
    re: /\bwhole life\b|\buniversal life\b|\b(?:gul|vul|iul)\b|\bpermanent (?:life|insurance|policy|policies)\b|\bsurvivorship (?:life|policy|policies)\b|\bsecond[-\s]to[-\s]die\b|\bcash[-\s]value (?:life|policy|policies|insurance)\b|\bvariable life\b|\blife insurance polic(?:y|ies)\b|\blife policy\b/g,
  },
  {
    field: "isIlliquid",
    re: /\blittle of (?:it|that|this|their wealth|the estate) is liquid\b|\bnot (?:very )?liquid\b|\blittle liquidity\b|\billiquid\b|\blow liquidity\b|\bcash[-\s]poor\b|\blimited liquidity\b|\bland[-\s]rich\b|\basset[-\s]rich\b|\bmost (?:of (?:their|his|her) )?(?:wealth|net worth) is (?:tied up )?in (?:the )?(?:business|land|farm|company|real estate)\b|\btied up in\b/g,
    negatable: false,
  },
  {
    field: "ownsBusiness",
    re: /\b(?:his|her|their|my|our) (?:stake|interest|share|equity|half|third|quarter) (?:in|of) (?:the|a|an|his|her|their|our|my) (?:\w+ )?(?:firm|company|business|practice|partnership|llc|group|agency|restaurant|bakery|shop|store|clinic|dealership)\b|\b(?:his|her|their|my|our) (?:own )?(?:[\w-]+ ){0,2}(?:llc|partnership|dealerships?|franchises?)\b(?!'s (?:401|stock|plan|match|shares|benefits?))|\bowns? (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|several) (?:[\w-]+ )?(?:franchises?|franchise locations|restaurants|stores|shops|clinics|dealerships|locations|salons|gyms|pharmacies)\b|\bowns? (?:it |them |the business |the company )?outright\b|\bbusiness value\b|\b(?:his|her|their) (?:own )?\w+ (?:practice|business|firm)\b(?!'s)(?! (?:stock|shares|match|plan|401|benefits?))|\bsingle[-\s]member llc\b|\bfreelanc(?:e|er|ing)\b|\bindependent contractor\b|\b1099\b(?!-|\s*(?:form|from (?:the|his|her) (?:pension|ira|annuity)))|\bschedule c\b|\bself[-\s]employ(?:ed|ment)\b|\bside (?:business|gig|hustle)\b|\b(?:does|do|doing|some) consulting\b|\bconsulting (?:income|work|on the side|gigs?|clients)\b|\bconsults? (?:for|part[-\s]time|on the side|independently)\b|\bnow consults?\b|\bas an? (?:independent )?contractor\b|\bone of (?:the )?(?:two|three|four|five|six|seven|eight|\d) (?:owners|partners|shareholders|members|co-?owners)\b|\bowns?\s+(?:a|one)[-\s](?:third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten)\s+equal\s+(?:partners|owners|shareholders|members)\b|\bequity partner\b|^\s*(?:[-•*]\s*)?(?:business|practice)(?: owned| interest)?\s*:\s*(?!none\b|n\/a|no\b|-|nothing\b)(?=[^\n]{0,60}\b(?:llc|inc|corp|s-?corp|c-?corp|company|practice|firm|shop|partnership|sole prop\w*|\d{1,3}\s?%))|\b(?:co-?)?owns?\s*\(\s*\d{1,3}(?:\.\d+)?\s?%\s*\)|\bpartner (?:at|in|of) (?:a|an|the) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[-\s](?:partner|doctor|physician|dentist|attorney|lawyer|person|owner|vet)s?\b|\bpartner in (?:a|an|the) [\w-]+(?: [\w-]+)? (?:practice|firm|group|clinic)\b|\bowns?\s+(?:\d\/\d|one[-\s](?:half|third|quarter|fourth|fifth|sixth))\s+of\b|\b(?:he|she|i|we) and (?:two|three|four|five|\d) (?:other )?(?:partners|co-?owners|co-?founders)\b|\b\d{1,3}(?:\.\d+)?\s?%\s+(?:partner|member|shareholder)\b|\b\d{1,3}(?:\.\d+)?\s?%\s+of\s+(?:[\w&.'-]+\s+){1,4}(?:llc|inc|corp|lp|llp|pc|pllc)\b|\bsplit (?:the|their|his|her) (?:[\w-]+\s+)?(?:business|company|practice|firm) down the middle\b|\beach owns? half\b|\bfifty[-\s]fifty\b|\b50\s?\/\s?50 (?:partners?|owners?|with)\b|\bowns?\s+(?:about\s+|roughly\s+|~)?\d{1,3}(?:\.\d+)?\s?(?:%|percent|per cent)\s+of\b|\bowner\s*[,:]|\b(?:together\s+)?(?:hold|holds|own|owns)\s+(?:about\s+|roughly\s+|~)?\d{1,3}(?:\.\d+)?\s?%\s+of\s+the\s+(?:stock|shares|equity|company|business|firm|practice)\b|\bowner\s*(?:\/|&|and)\s*(?:president|ceo|founder|operator|principal|manager|partner|chairman)\b|^\s*(?:[-•*]\s*)?(?:business )?ownership\s*[:=|]\s*(?:[a-z]+\s+)?\d{1,3}(?:\.\d+)?\s?%|\b\d{1,3}\s?%\s*owned\b|\b100\s?%\s+(?:theirs|his|hers|owned by (?:him|her|them))\b|\b(?:through|via|in) an? (?:llc|s-?corp\w*|c-?corp\w*|corporation|partnership)\b(?=[^.;]{0,40}\b(?:theirs|his|hers|owns?|owned)\b)|\bowns? (?:and (?:runs|operates) )?(?:a|an|the|his|her|their|\d{1,3}%(?: of)?|(?:\w+ ){0,2}of the|majority of the|half of the|part of the)\s*(?:(?:small|family|successful|growing|profitable|thriving|local|regional|specialty|niche|\w+)\s+){0,2}(?:business(?:es)?|company|companies|practice|firm|agency|dealerships?|restaurants?|franchises?|operation|shop|store|clinic|manufactur\w*|construction|contracting|landscaping|plumbing|hvac|trucking|logistics|consulting|startup|llc|s-?corp|c-?corp|brewery|winery|bakery|salon|gym|studio|pharmacy|hotels?|motel)\b|\b(?:co-?)?founders?\b|\bfounded\b|\bbusiness owners?\b|\bowner of\b|\bowner-operator\b|\bpractice owner\b|\bowns? (?:his|her|their) (?:own )?(?:practice|business|firm)\b|\bfamily business\b|\bclosely[-\s]held\b|\b(?:his|her|their) (?:own )?(?:business|practice|firm|company)\b(?!'s (?:401|stock|plan|match|shares|benefits?))(?! (?:stock|shares|match|plan|401|benefits?))|\b(?:majority|minority|controlling|sole) (?:owner|shareholder|stake)\b|\bshareholder (?:in|of)\b|\b(?:equity |name |managing )?partner in (?:the|a|his|her) (?:practice|firm)\b|\b\d{1,3}(?:\.\d+)?\s?%\s+(?:owner|stake|interest|of the (?:company|business|practice|firm|llc|shares))\b|\bself-employed\b|\b(?:runs?|operates?|started|built) (?:a|an|the|his|her|their) (?:own )?(?:[\w-]+ ){0,3}(?:business|company|practice|firm|shop|operation|restaurant|clinic|agency)\b|\bsole proprietor\w*|\bsole prop\b|\bsch\.? c\b|\b(?:grain|farm(?:ing)?|cattle|dairy|ranch(?:ing)?) operation\b|\bfamily farm\b|\b(?:co-?)?owns?\s+(?:about\s+|roughly\s+|~)?(?:\d{1,3}(?:\.\d+)?\s?(?:%|percent\b)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?\s+percent\b|half\b|all\b|a (?:majority|minority|piece|stake|share)\b)(?=[^.;]{0,80}\b(?:llc|[sc][-\s]?corp\w*|inc|corporation|partnership|company|business|practice|firm|shop|operation)\b)|\bco-?owns?\s+(?:[\w&'-]+,?\s+){1,4}?(?:llc|inc|partners|group|company|corp|associates|services|supply|labs?|holdings|farms?)\b|\bowns?\s+(?:[\w&'.-]+\s+){1,5}?\((?:an?\s+)?(?:s[- ]?corp|c[- ]?corp|llc|pllc|llp|partnership)\b[^)]{0,30}\)|\bi own\s+(?:about\s+)?(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|one hundred)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?\s+percent\b(?!\s+of\s+(?:the|our|my)\s+(?:house|home|condo|property|building|land|cabin))|(?<=^|\n)[ \t]*(?:[-•*]\s*)?(?:biz|business|company|practice)\s*:[^\n]{0,80}\b(?:llc|pllc|inc|corp|s[- ]?corp|s[- ]elect\w*)\b[^\n]{0,40}\b(?:h|w|client|owner)?\s*100\s?%|\bowns?\s+(?:all of\s+)?(?:[\w&'-]+,?\s+){1,4}?(?:llc|inc|corp|pllc|l\.l\.c)\b(?!\.?\s*(?:stock|shares|rsus?|options|common)\b)|\bco-?owns?\s+(?:[\w&'-]+\s+){1,4}?[\w&'-]+,\s+an?\s+(?:[\w-]+\s+){0,3}(?:firm|company|business|practice)\b|\b(?:llc|s-?corp\w*|c-?corp\w*|corporation|partnership|inc\.?),?\s+which\s+(?:\w+\s+){1,4}owns?\b|\b(?:llc|[sc][-\s]?corp\w*|corporation|partnership|company|business|practice|firm)\b(?:[^.]|\.(?=\d)){0,80}\b(?:i|he|she|we)\s+owns?\s+(?:about\s+|roughly\s+)?(?:\d{1,3}(?:\.\d+)?\s?(?:%|percent\b)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?\s+percent\b|half\b|all\b)|\bbought (?:his|her|their|the other) (?:\w+\s+)?(?:shares|stake|interest|half) out\b|\bbought out (?:his|her|their|the other) (?:\w+\s+)?(?:partners?|shares|stake|brother|sister|dad|father|mother|mom|co-?founders?)\b|\b(?:you|you two|you both) own (?:all of it|it all|all of the (?:shares|stock)|the whole thing|100\s?%)\b|\bstill the (?:pc|p\.c\.|pllc|pa|professional corporation)\b/g,
    // "Lumora's two co-founders own about 30%; Emily is an employee, not a founder": someone else's company.
    unless:
      /\bowns? (?:\w+ ){0,2}(?:shares|stock|rsus?|options) (?:of|in)\b|\b(?:the|its|[a-z]+'s)\s+(?:two\s+|three\s+|four\s+)?(?:co-?)?founders\b|\bnot (?:a|the|one of the) (?:co-?)?founders?\b|(?<!\b(?:and|&|with)\s+(?:his|her|my|their)\s+)\b(?:brother|sister|son|daughter|father|mother|dad|mom|parents|friend|cousin|uncle|aunt|in-laws?|nephew|niece)\s+(?:(?!each\b|both\b|together\b|jointly\b|also\b)[a-z]+\s+)?(?:co-?)?owns?\b/,
  },
  {
    // "Staff: 6 W-2 (hygienists + front desk)", "58 employees", "Employees: 140": the business
    // employs people; "no employees" says it does not.
    field: "businessHasEmployees",
    re: /\b[1-9]\d{0,3}\s+(?:full[-\s]time\s+|part[-\s]time\s+|w-?2\s+|ft\s+|pt\s+)?(?:(?:veterinary|dental|medical|office|shop|sales|field|lab|pharmacy|nursing)\s+)?(?:employees|staff(?:ers)?|workers|w-?2s?\b(?=\s*\()|hygienists|technicians|techs|drivers|nurses|assistants|associates|crew(?: members)?)\b|\bstaff of [1-9]\d{0,3}\b|(?:^|[\n;|])\s*(?:[-•*]\s*)?(?:employees|staff|headcount|# employees)\s*[:=]\s*[1-9]\d{0,3}\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty) (?:full[-\s]time |part[-\s]time )?(?:[a-z]+ )?(?:employees|staff|workers|hygienists|assistants|technicians|techs|nurses|drivers)\b|\b(?:[1-9]\d{0,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty) on (?:staff|payroll|the payroll)\b/g,
  },
  {
    field: "businessHasEmployees",
    re: /\bno (?:employees|staff|w-?2 employees|one on (?:the )?payroll)\b|\b(?:employees|staff|headcount)\s*[:=]\s*(?:none|0)\b|\bone[-\s](?:man|woman|person) (?:shop|operation|business|practice|firm)\b/g,
    value: false,
    negatable: false,
  },
  {
    field: "expectsBusinessSale",
    re: /\b(?:sell(?:ing)?|sale of|exit(?:ing)?|divest\w*|cash(?:ing)? out of|transition(?:ing)? out of)\s+(?:\w+\s+){0,3}?(?:business|company|practice|firm|agency|stake|dealership|operation|startup|shares)\b|\bipo\b|\binitial public offering\b|\bgoing public\b|\bacquisition offer\b|\b(?:acquire|buy) (?:the|his|her|their) (?:company|business|practice)\b|\bloi\b|\bletter of intent\b|\bterm sheet\b|\b(?:private equity|pe|strategic) (?:buyer|offer|interest|deal)\b|\bexit\b|\bbeing acquired\b|\bsale (?:process|is expected|expected)\b|\bsell(?:ing|s)? (?:it |the (?:business|company|practice|firm|shop) )?to (?:her|his|their|a|an|the|my|our) (?:ops |operations |office |general )?(?:manager|employees?|staff|partners?|son|daughter|kids|children|key employees?|management team|competitor|buyer)\b|\b(?:wants?|offered|offers?|looking|plans?|hopes?) to buy (?:in|into|him out|her out|them out|the (?:practice|business|company|firm|shop))\b|\bseller (?:note|financing)\b|\bbuy (?:him|her|them) out\b|\b(?:pe|private equity) roll-?up\b/g,
    futureOnly: true,
    // "if one dies the other has to … sell the business", "approached them about selling the
    // business; they said no", "Tom wants to sell his stake to Dan": a sale after a death (what a
    // buy-sell agreement settles), an offer turned down, or a co-owner's share sold inside the
    // business is no sale the client expects; nor is a sale said only as what could or would
    // happen ("she could sell it to anyone"), one the owners cannot fund ("you don't have two
    // million sitting around to buy her out"), "nobody's selling", or a child's buy-in "someday".
    unless:
      /\b(?:if|in case|should)\b[^.;]{0,50}\b(?:dies|died|death|disabled|disability|passes|passed)\b[^.;]{0,60}\bsell|\b(?:said no|turned (?:it|them|that|the offer|him|her) down|declined|not (?:interested|selling|for sale)|no (?:plans?|intention) to sell|never sell|won't sell|will not sell|(?:nobody|no one|no-one)(?:'s|\u2019s| is) selling)\b|\b(?:could|would|might)\s+(?:\w+\s+){0,2}?(?:sell|buy)\b|\b(?:don't|do not|doesn't|does not|can't|cannot|couldn't|wouldn't)\b[^.;]{0,60}\bbuy (?:him|her|them)\s+out\b|\bbuy (?:in|into)\b[^.;]{0,20}\b(?:someday|some day|one day|eventually|down the road|at some point)\b|\bsell (?:his|her|their) (?:stake|shares|half|interest|share|piece) to (?!an?\b|the (?:buyer|pe|private|strategic|competitor|acquirer|public)\b)/,
    unlessInSentence: true,
  },
  {
    field: "plansPropertySale",
    re: /\b(?:sell(?:ing)?|sale of|unload\w*|dispos\w+ of|exit(?:ing)?|liquidat\w+|cash(?:ing)? out of)\s+(?:\w+\s+){0,4}?(?:rentals?|rental propert\w+|propert(?:y|ies)|buildings?|real estate|land|farm(?:land)?|ranch|units|duplex(?:es)?|apartment(?: buildings?| complex)?|commercial|portfolio of rentals)\b|\b1031\b|\blike[-\s]kind exchange\b|\b(?:want|wants|wanted)\s+(?:the\s+(?:\w+\s+){0,2}?)?(?:rentals?|propert(?:y|ies)|duplex|fourplex|triplex|building|condo|land|farm)\s+gone\b|\b(?:(?:would|will|plan to|plans to|going to)\s+list|put)\s+(?:the\s+(?:\w+\s+)?)?(?:rentals?|propert(?:y|ies)|duplex|fourplex|triplex|building|condo|land|farm)\b(?:\s+(?:on the market|for sale|at|around))?|(?<=\b(?:rentals?|propert(?:y|ies)|duplex|fourplex|triplex|building|condo|land|farm)\b[^\n]{0,160})(?:\b(?:want|wants|wanted)\s+(?:it|them)\s+gone\b|\b(?:would|will|plan to|plans to|going to)\s+list\b)/g,
    futureOnly: true,
  },
  {
    field: "expectsLiquidityEvent",
    re: /\bliquidity event\b|\bipo\b|\bwindfall\b|\bsale of (?:the|his|her|their) (?:business|company|practice)\b|\bacquisition offer\b|\b(?:to be|being|will be|getting|get) acquired\b|\b(?:offered|an offer of|offer of|offer for)\b[^.;]{0,40}\b(?:for (?:the|his|her|their) (?:business|company|practice|firm|stake|shares))\b|\bsecondary (?:sale|offering)\b|\btender offer\b|\bdirect listing\b/g,
    futureOnly: true,
  },
  {
    field: "hasDisabledDependent",
    re: /\bspecial[-\s]needs\b|\bdisabilit(?:y|ies)\b|\bdisabled\b|\bautis(?:m|tic)\b|\bdown(?:'s)? syndrome\b|\bcerebral palsy\b|\bssi\b|\bssdi\b|\bmedicaid waiver\b|\bintellectual(?:ly)? disab\w*|\bdevelopmental(?:ly)? (?:disab\w*|delay\w*)\b|\bon the (?:autism )?spectrum\b|\bwheelchair\b|\bquadripleg\w*|\bparapleg\w*|\bschizophreni\w*|\bbrain injury\b|\bneeds? lifelong care\b|\bnever be (?:financially )?independent\b|\bcan(?:'t|not) live independently\b|\bspina bifida\b|\bmuscular dystrophy\b/g,
    requires: DEPENDENT,
    unless: INSURANCE_CONTEXT,
  },
  {
    // A remarriage or children of an earlier marriage: who inherits must be fixed in the documents.
    field: "hasBlendedFamily",
    re: /\bblended family\b|\bsecond (?:marriage|wife|husband)\b|\bremarri(?:ed|age)\b|\bmarried (?:again|for the second time)\b|\bstep-?(?:children|child|kids?|sons?|daughters?)\b|\b(?:children|kids?|sons?|daughters?|child)\b[^.;]{0,25}\b(?:from|of) (?:his|her|my|their|a|the) (?:first|prior|previous|earlier|former) (?:marriage|wife|husband|relationship)\b|\b(?:his|her) (?:children|kids|sons?|daughters?) from (?:before|a previous)\b/g,
  },
  {
    field: "hasVacationHome",
    re: /\b(?:also|second)\b[^.;]{0,25}\bplace (?:in|on|at|up (?:at|in|north))\b|\b(?:hunting|fishing|deer|duck|lake|river|family) camp\b|\bcamp (?:at|on|up at|in) [\w' ]{3,30}?\s*[~(]?\s*\$\d|\b(?:also|already|still) owns? (?:a|an|the|their) (?:\w+ )?(?:house|home|condo|place|townhouse|cottage|cabin) (?:in|at|on|near)\b|\bvacation (?:home|house|property|place|condo)\b|\bsecond (?:home|house)\b|\blake (?:house|home|place)\b|\bbeach (?:house|home|place|condo)\b|\bski (?:house|home|condo|place|chalet)\b|\bcabin\b|\bcottage\b|\bsummer (?:home|house|place)\b|\bwinter (?:home|house|place)\b|\bshore house\b|\bchalet\b|\bvilla\b/g,
    unless: /\b(?:summer|day|sleepaway|soccer|band|basketball|baseball|sports|kids'?|children's) camps?\b/,
  },
  {
    // "RE_Other: 1,200,000 (Chatham, Cape Cod - seasonal)": a property used for part of the year.
    field: "hasVacationHome",
    re: /\bseasonal(?:ly)?\b|\bsnowbird\w*(?=[^.;]{0,60}\b(?:condo|house|home|place|villa)\b)/g,
    requires:
      /\b(?:re|real estate|property|house|home|condo|cottage|place|villa|townhouse)\b|\$\s?\d|\b\d{1,3}(?:,\d{3})+\b/,
    unless: /\bseasonal (?:work|worker|job|business|employment|income|hires?|staff|flu|allergies|depression)\b/,
  },
  {
    field: "hasPension",
    re: /\bpensions?\b|\bdefined[-\s]benefit\b|\b(?:fers|csrs)(?: annuity| pension)?\b|\blump[-\s]sum (?:offer|option|buyout)\b|\bannuity (?:option|election) from (?:his|her|the) (?:employer|pension)\b/g,
    unless: /\bpension (?:plan )?for (?:employees|staff)\b/,
  },
  {
    field: "hasBeneficiaryDesignationIssue",
    // "bene = ex-wife (!!)", "401(k) bene = ex (Jen), never changed after divorce", "IRA bene = "estate."".
    re: /\bbene(?:ficiar(?:y|ies)|s)?\s+still\s*(?:=|:|->|→|is|names|lists|shows)|\b(?:named|listed) (?:directly|outright) as (?:a |the )?(?:primary |contingent )?beneficiar\w*|\bbenes?\s*(?:=|:|->|→|is)\s*(?:his |her |the )?(?:ex\b|ex-?(?:wife|husband|spouse|partner)\b|["\u201c]?estate\b)|\bbene(?:ficiar\w*|s)?\b[^.;]{0,50}\bnever (?:changed|updated)\b|(?:->|→|=>)\s*(?:his |her |the )?ex-?(?:wife|husband|spouse|partner)\b|\bis still (?:the )?(?:primary|beneficiary|named (?:as )?(?:the )?beneficiary)\b|\bstill (?:the )?primary (?:beneficiary )?on\b|\bex-?(?:wife|husband|spouse)\b[^.;]{0,60}\bbeneficiar\w*|\bbeneficiar\w*[^.;]{0,60}\bex-?(?:wife|husband|spouse)\b|\bno (?:named )?beneficiar\w*|\bbeneficiar(?:y|ies)(?: designations?)? (?:are |is |were |was )?(?:outdated|out of date|old|never updated|not updated|missing|unknown|blank|wrong|incorrect|stale)\b|\bnever (?:named|updated|changed) (?:a |the |his |her )?beneficiar\w*|\bestate (?:is|as) (?:the )?(?:named )?beneficiary\b|\bhaven't (?:updated|reviewed) (?:the |their |his |her )?beneficiar\w*|\bbeneficiar\w*[^.;]{0,40}\b(?:is|are) still\b|\bstill (?:names|lists|has|shows)\b[^.;]{0,50}\bbeneficiar\w*|\bstill (?:the |a |named (?:as )?)?beneficiar\w*|\bbeneficiar\w*[^.;]{0,40}\b(?:late|deceased|first (?:wife|husband)|former (?:wife|husband|spouse)|who (?:died|passed))\b|\bbeneficiar\w*(?:\s+(?:form|designation|election))?\s+still (?:names|lists|shows|has)\b|\bstill (?:names|lists|has|shows|goes to|pays)\b[^.;]{0,30}\b(?:ex-?(?:wife|husband|spouse)|(?:first|former|late|previous) (?:wife|husband|spouse))\b|\b(?:ex-?(?:wife|husband|spouse)|(?:first|former|previous) (?:wife|husband|spouse))\b[^.;]{0,20}\bis still (?:on|named|listed)\b|\bno contingent beneficiar\w*|\bbeneficiar\w*(?: designations?)? (?:have|has) not been (?:reviewed|updated|checked|changed)\b|\bnot (?:sure|certain) (?:who|what) (?:the )?beneficiar\w*|\b(?:don't|doesn't|do not|does not) know (?:who|what) (?:the )?beneficiar\w*|\bstill names (?:his|her|their) (?:late|deceased|former|first|ex-?)\s*\w+|\bbeneficiar\w*(?: form| designation)?[^.;]{0,30}\bstill says\b|\bbeneficiar\w*[^.;]{0,80}\bmeant to change\b|\b(?:grandchildren|grandkids|minors?|kids|children)\b[^.;]{0,30}\bdirectly as (?:\w+ )?beneficiar\w*|\bnames? (?:his|her|their) (?:sister|brother|mother|father|mom|dad|parents?)\b[^.;]{0,20}\bas (?:the )?(?:sole |primary )?beneficiar\w*[^.;]{0,40}\bfrom before\b/g,
    negatable: false,
  },
  {
    field: "isRetired",
    re: /\bretired\b|\bretirees?\b|\bsince retiring\b|\bin retirement\b|\b(?:took|taking|takes|accepted) (?:an? )?(?:early )?retirement\b|\bleft (?:the company|his job|her job|work|the firm|the practice)\b|\bseparat\w* from service\b|\bstopped working\b|\bno longer working\b|\bnot working\b/g,
    unless:
      /\b(?:father|mother|dad|mom|parents?|brother|sister|son|daughter)\b[^.;]{0,20}\bretired\b|\bretired (?:military|army|navy|air force|marine|colonel|general)\b|\bwants? to (?:be )?retired\b|\bsemi-retired\b/,
  },
  {
    // "Neither of us is working anymore", "no wages anymore": retired.
    field: "isRetired",
    re: /\bneither of (?:us|them|you) (?:is|are) (?:working|employed)\b|\bno (?:wages|work income|earned income|paycheck)s? anymore\b/g,
    negatable: false,
  },
  {
    field: "isRetired",
    re: /\bstill working\b|\bworks? full[-\s]time\b|\bplans? to retire\b|\bplanning to retire\b|\bretir(?:e|ing) (?:at|in|by|next|within|when)\b|\bnot (?:yet )?retired\b|\bemployed (?:at|by|as)\b|\bwants? to retire\b|\bhopes? to retire\b|\bworking (?:until|till|another)\b/g,
    value: false,
    negatable: false,
  },
  {
    field: "spouseIsUsCitizen",
    re: /\b(?:wife|husband|spouse|partner)\b[^.]{0,60}\b(?:not a (?:us|u\.s\.|american) citizen|non-?(?:us |u\.s\. )?citizen|green[-\s]card|permanent resident|(?:uk|british|canadian|german|french|indian|chinese|mexican|brazilian|japanese|korean|italian|spanish|irish|israeli|australian|swiss|dutch|swedish|polish|russian|colombian|filipino|vietnamese|nigerian|south african|taiwanese|lebanese|greek|portuguese) (?:citizen|national)|citizen of (?!the us\b|the u\.s\.|the united states)[a-z]+|on an? (?:h-?1b|visa|e-?2|l-?1|o-?1)|not (?:yet )?(?:a )?citizen)|\bnon-?(?:us |u\.s\. )?citizen (?:wife|husband|spouse)\b|\bcitizenship\s*[:=]\s*(?!us\b|u\.s\.|usa\b|united states|american\b)[a-z][a-z ]{1,20}\(both\)/g,
    value: false,
    negatable: false,
    // "his wife is a dual US/Canadian citizen", "a green card until she naturalized in 2012".
    unless:
      /\bdual\b|\b(?:became|now) an? (?:us |u\.s\. |american )?citizen\b|\bnaturali[sz]ed (?:in|since|last|this|years)\b/,
  },
  {
    // "both are Canadian citizens": a nationality named (not "both been citizens since 2003", not
    // "both are naturalized citizens").
    field: "spouseIsUsCitizen",
    re: new RegExp(
      String.raw`\bboth (?:are |of them are |of us are )?(?:${NATIONALITY}) (?:citizens|nationals)\b`,
      "g",
    ),
    value: false,
    negatable: false,
    unless: /\bdual\b/,
  },
  {
    // "We've both been citizens since 2003", "both are naturalized citizens", "his wife became a
    // citizen in 2010": the spouse is a US citizen (the marital deduction needs no QDOT).
    field: "spouseIsUsCitizen",
    re: /\bboth (?:are |have been |been |became |of (?:us|them) (?:are|have been|became) )?(?:us |u\.s\. |american |naturali[sz]ed |(?:us |u\.s\. )?naturali[sz]ed )?citizens\b|\bboth (?:were )?naturali[sz]ed\b|\b(?:wife|husband|spouse|partner|she|he)\b[^.;]{0,30}\b(?:became an? (?:us |u\.s\. |american )?citizen|(?:was |got |has been )?naturali[sz]ed (?:in|since|last|this|years))\b/g,
    negatable: false,
  },
  {
    // "his wife is a homemaker", "Occupation (S): Homemaker - no earned income", "spouse isn't working".
    field: "spouseHasEarnedIncome",
    re: /(?:\b(?:wife|husband|spouse|partner|p2|cl2|client 2)\b|\(s\)|(?<=(?:^|[;,/])\s*)w\b(?!\/))[^.;]{0,50}?(?:\b(?:is a |a |full-time |stay[-\s]at[-\s]home )?(?:homemaker|housewife|househusband|stay[-\s]at[-\s]home (?:mom|dad|mother|father|parent))\b|\bno (?:earned )?income\b|\bno earnings\b|\b(?:isn't|is not|not|hasn't been|has not been|doesn't|does not) (?:currently )?work(?:ing)?\b|\bnot employed\b|\bunemployed\b|\bhasn't worked\b|\bhas not worked\b|\bleft (?:her|his|their) job\b|\bquit (?:her|his) job\b|\bnot working outside the home\b)|\b(?:p2|cl2|spouse)(?:['\u2019]s)?[_\s]?(?:emp|employment|occupation|income|earnings|wages|salary)\s*[:=]\s*(?:none|n\/a|homemaker|not employed|unemployed|\$?0\b)/g,
    value: false,
    negatable: false,
  },
  {
    field: "spouseHasEarnedIncome",
    re: /\bboth (?:of them )?(?:work|are working|still work|earn|w-?2|employed|salaried|have jobs)\b|\bdual[-\s]income\b|\btwo (?:incomes|earners)\b/g,
    negatable: false,
  },
  {
    // "Neither of us is working anymore", "Both of you left work last summer": nobody earns.
    // "Brandon is the only income", "a single-income family": the spouse earns nothing.
    field: "spouseHasEarnedIncome",
    re: /\b(?:is|are|'s) the (?:only|sole) (?:income|earner|breadwinner|paycheck)\b|\bsingle[-\s](?:income|earner)\b|\bone[-\s]income (?:household|family)\b|\bneither of (?:us|them|you) (?:is|are) (?:working|employed)\b|\bboth (?:of (?:us|them|you) )?(?:left work|stopped working|are retired|retired)\b/g,
    value: false,
    negatable: false,
  },
  {
    field: "spouseIsUsCitizen",
    re: /\bboth (?:are )?(?:us|u\.s\.|american) citizens\b|\b(?:wife|husband|spouse) (?:is|became) a (?:us|u\.s\.|american) citizen\b|\b(?:wife|husband|spouse)\b[^.;]{0,30}\bnaturalized\b/g,
    negatable: false,
  },
  {
    field: "isEmployedByStockIssuer",
    re: /\b(?:company|employer)'?s? (?:stock|shares)\b|\brsus?\b|\bespp\b|\bstock options\b|\bisos?\b|\bnsos?\b|\brestricted stock\b|\bvest(?:ing|ed|s)?\b|\bowns? (?:\w+ ){0,2}(?:shares|stock) (?:of|in) (?:his|her|their) employer\b|\bemployer stock\b/g,
    negatable: false,
    unless: /\bfounder|\bco-?founder/,
  },
  {
    // "co-founder & CEO, Cascadia Robotics (NASDAQ: CSRB)": an officer or founder of a listed
    // company holds its stock as an insider of the issuer.
    field: "isEmployedByStockIssuer",
    re: /\b(?:ceo|cfo|coo|cto|president|founder|co-?founder|officer|director|executive|evp|svp|vp|chair\w*)\b[^.;\n]{0,80}\((?:nasdaq|nyse|amex|nyse american)\s*:\s*[a-z.]{1,6}\)|\((?:nasdaq|nyse|amex)\s*:\s*[a-z.]{1,6}\)[^.;\n]{0,60}\b(?:ceo|cfo|coo|cto|president|founder|co-?founder|officer|director|executive)\b/g,
    negatable: false,
  },
  {
    // "She holds 120,000 ISOs", "incentive stock options from her employer"; "no ISOs" is false.
    field: "holdsIncentiveStockOptions",
    re: /\bisos?\b|\bincentive stock options?\b/g,
  },
  {
    // "400,000 shares of restricted common stock … 4-year vesting", "founder shares subject to
    // vesting", "an 83(b) election": restricted stock, not RSUs ("restricted stock units").
    field: "hasRestrictedStockGrant",
    re: /\brestricted (?:common )?(?:stock|shares)\b(?!\s+units?)|\brsas?\b|\b83\s?\(b\)|\bfounder(?:s'|'s)? (?:stock|shares)\b(?=[^.;]{0,60}\bvest)/g,
    // "filed an 83(b) back in 2019", "the shares are fully vested": nothing left to elect.
    unless:
      /\b(?:filed|made|did|submitted)\b[^.;]{0,30}\b83\s?\(b\)|\b83\s?\(b\)[^.;]{0,30}\b(?:was|were) (?:filed|made)\b|\bfully vested\b/,
  },
];

/** The value read for a flag, with the sentence and span it came from. */
interface FlagReading {
  value: boolean;
  start: number;
  end: number;
}

function readRule(rule: FlagRule, s: Sentence, header = ""): FlagReading | null {
  // exec over the rule's own global expression (matchAll would copy it for every sentence).
  const re = rule.re;
  re.lastIndex = 0;
  for (let m = re.exec(s.lower); m !== null; m = re.exec(s.lower)) {
    if (m[0].length === 0) re.lastIndex++;
    const start = s.start + m.index;
    const end = start + m[0].length;
    const around = s.lower.slice(Math.max(0, m.index - 40), Math.min(s.lower.length, m.index + m[0].length + 40));
    if (rule.unless?.test(rule.unlessInSentence ? s.lower : around)) continue;
    // "Kids:\n- Daniel, 22, has Down syndrome": the list's heading says who the item is about.
    if (rule.requires && !rule.requires.test(s.lower) && !rule.requires.test(header) && !/special[-\s]needs/.test(m[0]))
      continue;
    if (rule.futureOnly && PAST.test(s.lower) && !FUTURE.test(s.lower)) continue;
    const negated = (rule.negatable ?? true) && isNegated(s, start, end);
    const base = rule.value ?? true;
    return { value: negated ? !base : base, start, end };
  }
  return null;
}

/**
 * The heading of the list a sentence is an item of, lower case ("kids:" for "- Daniel, 22, …"
 * under "Kids:"), or "" when the sentence's line is not a list item under a heading.
 */
function listHeading(source: string, offset: number): string {
  const line = listHeadingLine(source, offset);
  return line !== null && /^\s*[A-Za-z][\w &/'()-]{0,40}:\s*$/.test(line) ? line.toLowerCase() : "";
}

/**
 * The opening of a sentence about the spouse alone: after a list marker or a speaker label, the
 * spouse's name or "wife"/"husband"/"spouse"/"partner" ("his wife", "W"), not joined to the client
 * by "and"/"&" ("Wife retired last year", "NADIA ISN'T WORKING RIGHT NOW"). Built once per read.
 */
function spouseSubject(spouseName: string | null): RegExp {
  const name = spouseName ? `|${spouseName.replace(/[^A-Za-z-]/g, "")}` : "";
  return new RegExp(
    `^\\s*(?:[-•*]\\s*)?(?:(?:his|her|my|the|their) )?(?:wife|husband|spouse|partner|w${name})\\b(?!\\s*(?:and|&|\\+|/)\\s)(?!')`,
    "i",
  );
}

/**
 * Whether a sentence opens (after a list marker) on a person the notes name as a child, a parent or
 * another third party ("Debbie (64) and Ron Crandall (66) retired to Sarasota in 2023").
 */
function thirdPartyIsSubject(text: string, names: ReadonlySet<string> | undefined): boolean {
  const first = /^\s*(?:[-•*]\s*)?([A-Z][a-z]+)\b/.exec(text)?.[1];
  return first !== undefined && (names?.has(first) ?? false);
}

/**
 * Reads every flag of the table. A "yes" anywhere wins over a "no" (a note may say "no will" and
 * later "they signed wills in March"); a "no" is still recorded as the quote of a stated no.
 * Returns the flags that were read (absent ones are unknown).
 */
export function readFlags(
  doc: ReadText,
  rec: Recorder,
  people: { childNames?: ReadonlySet<string>; spouseName?: string | null; thirdPartyNames?: ReadonlySet<string> } = {},
): Partial<Record<FlagField, boolean>> {
  const out: Partial<Record<FlagField, boolean>> = {};
  const readings = new Map<FlagField, FlagReading[]>();
  // "Chuka has autism", "son, 12. Cerebral palsy, …": a child named, or the sentence before on the
  // same line, says whom a sentence is about.
  const childNamed =
    (people.childNames?.size ?? 0) > 0
      ? new RegExp(
          `\\b(?:${[...(people.childNames ?? [])]
            .map((n) => n.replace(/[^A-Za-z-]/g, ""))
            .filter(Boolean)
            .join("|")})\\b`,
          "i",
        )
      : null;
  const spouseOpens = spouseSubject(people.spouseName ?? null);
  doc.sentences.forEach((s, i) => {
    // "ADV: Okay. Pension? / DENNIS: No, P&G did profit sharing": the answer's "no" says the opposite.
    const question = /\?\s*$/.test(s.text);
    const answer = question ? doc.sentences[i + 1]?.text : undefined;
    const answeredNo =
      answer !== undefined && /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:no|nope|none|not really|never)\b/i.test(answer);
    const previous = doc.sentences[i - 1];
    const sameLine =
      previous !== undefined && lineStartAt(doc.source, previous.start) === lineStartAt(doc.source, s.start);
    const header = `${listHeading(doc.source, s.start)}${childNamed?.test(s.text) ? " child" : ""}${sameLine ? ` ${previous.lower}` : ""}`;
    const aboutSpouse = spouseOpens.test(s.text) || thirdPartyIsSubject(s.text, people.thirdPartyNames);
    // "- Ruth Brandt (Jim's mother, not a client), 86. … plus a small pension": a list item, or a
    // sentence, about another person says nothing of the household's own pension or homes.
    const itemStart = lineStartAt(doc.source, s.start);
    const aboutOther =
      thirdPartyIsSubject(doc.source.slice(itemStart, s.end), people.thirdPartyNames) &&
      !(
        people.spouseName &&
        new RegExp(`^\\s*(?:[-•*]\\s*)?${people.spouseName}\\b`).test(doc.source.slice(itemStart, s.end))
      );
    for (const rule of RULES) {
      const found = readRule(rule, s, header);
      if (!found) continue;
      if ((rule.field === "hasPension" || rule.field === "hasVacationHome") && found.value && aboutOther) continue;
      // "Nadia isn't working right now - she left her job": the spouse's work is not the client's.
      if (rule.field === "isRetired" && found.value && aboutSpouse) continue;
      // "And before you ask about charity - no, we're not big givers": a topic named, then turned
      // down after a dash or a colon in the same sentence.
      const noAfter =
        (rule.value ?? true) &&
        found.value &&
        NO_AFTER_TOPIC.test(s.text.slice(found.end - s.start, found.end - s.start + 24));
      // "NOT doing: selling anything, 1031 (no sale planned), DSTs.": a list of what is ruled out.
      const ruledOut = (rule.value ?? true) && found.value && RULED_OUT_LIST.test(s.text);
      const r = answeredNo || noAfter || ruledOut ? { ...found, value: !(rule.value ?? true) } : found;
      const list = readings.get(rule.field) ?? [];
      list.push(r);
      readings.set(rule.field, list);
    }
  });
  for (const [field, list] of readings) {
    // "Yes" wins, except for facts where a "no" is the more specific statement (still working).
    const preferFalse = field === "isRetired" || field === "spouseIsUsCitizen" || field === "spouseHasEarnedIncome";
    const chosen = preferFalse ? (list.find((r) => !r.value) ?? list[0]) : (list.find((r) => r.value) ?? list[0]);
    if (!chosen) continue;
    out[field] = chosen.value;
    rec.note(field, chosen.start, chosen.end);
  }
  return out;
}

/** A sentence listing what is ruled out: "NOT doing: …", "Ruled out: …", "Not interested in: …". */
const RULED_OUT_LIST =
  /^\s*(?:[-•*]\s*)?(?:not doing|not planning(?: on)?|not interested(?: in)?|won't do|will not do|ruled out|off the table|not pursuing|no interest in)\s*[:\-\u2013\u2014]/i;
/** A dash, colon, CRM dot leader or question mark then "no" after a topic ("charity - no,", "Pension ..... None"). */
const NO_AFTER_TOPIC =
  /^[a-z ]{0,12}?\s*(?:(?:[-\u2013\u2014:?]|\.{2,})\s*)+(?:no|nope|none|not really)\b(?!\s+(?:longer|doubt|matter|idea|clue|change|problem|issue)\b)/i;

const DOCUMENTS: [TEstateDocument, RegExp][] = [
  [
    "will",
    /\b(?:a|an|his|her|their|my|our|the|old|new|current|existing|simple|pour-over|mutual|reciprocal|joint|outdated|last)\s+wills?\b|\b(?:the|their|his|her|my|our|your)\s+(?:(?:own|only|original|first|joint|same|old)\s+|(?:19|20)\d{2}\s+|'\d{2}\s+)+wills?\b|\bwills\b|(?<!\b(?:it|that|there|he|she|what|who|let|here))'s\s+wills?\b(?!\s+(?:be|not|have|need|get|pay|go|take|make|help|turn|retire|start|sell|stay|move|likely|probably))|(?:^|(?<=[\n;•*>]\s*))wills?\s*[:=-]\s*[^\n.;?]{0,40}?\b(?:19|20)\d{2}\b|\b(?:estate )?(?:docs|documents)\s*[:=-][^\n.;]{0,60}?\bwills?\b|\bwill\s*(?:and|&|\+)\s*(?:a |an )?(?:trust|poa|power|rlt|revocable|living)\b|\bwills? (?:is |are |was |were )?(?:from|dated|done in|signed in) (?:19|20)\d{2}\b|(?:^|(?<=[\n;•*]\s*))wills?\s*\((?:19|20)\d{2}\)|^\s*(?:[-•*]\s*)?wills? (?:drafted|signed|executed|done|dated|written|prepared|updated|made)\b|\bwills?\s*(?:\(\s*|\s)(?:19|20)\d{2}\b|(?:^|:\s*)same wills?\b/g,
  ],
  // "your wills and trust from 2019": a trust named with the wills is the revocable trust they pour into.
  [
    "revocable_trust",
    /\brevocable (?:living )?trusts?\b|\bliving trusts?\b|\brlts?\b|\bfamily trust\b|\bwills? (?:and|&|\+) (?:a |the |their |a joint )?trusts?\b(?!\s+(?:company|officer|department|account|for\b))/g,
  ],
  ["power_of_attorney", /\b(?:durable |financial )?powers? of attorney\b|\bpoas?\b|\bdpoa\b/g],
  [
    "health_care_directive",
    /\bhealth[-\s]?care (?:proxy|proxies|directives?|power|poa|surrogate)\b|\bliving wills?\b|\badvance(?:d)? (?:medical )?directives?\b|\bmedical (?:poa|power of attorney|proxy|directives?)\b|\bhcps?\b|\bhc (?:directives?|proxy|poa)\b|\bhcpoa\b|\bahcds?\b|\bhealth[-\s]?care (?:representatives?|agents?)(?: appointments?)?\b/g,
  ],
  [
    "irrevocable_trust",
    /\birrevocable trusts?\b|\bslats?\b|\bgrats?\b|\bdynasty trusts?\b|\bidgts?\b|\bcrummey trusts?\b/g,
  ],
  ["life_insurance_trust", /\bilits?\b|\birrevocable life insurance trusts?\b/g],
  ["buy_sell_agreement", /\bbuy[-\s]sell(?: agreements?)?\b/g],
];
/** Words that say a document exists ("signed", "in place", a year) rather than is wanted. */
const EXISTS =
  /\b(?:has|have|had|having|signed|executed|drafted|updated|in place|existing|current|set up|setup|established|created|done|did|dated|old|outdated|out of date|stale|from (?:19|20)\d{2}|(?:19|20)\d{2}|years ago|funded|already|prior|previous|their|his|her|my|our|held in|titled in|owned by|on file|memorandum|needs? (?:updating|an update|to be updated|redoing|review)|still names?)\b|\b(?:estate )?(?:docs|documents)\s*[:=-]/;
/** Words that say it is only wanted, recommended or considered. */
const WANTED =
  /\b(?:needs?|should|want(?:s|ed)?|would like|consider\w*|thinking|interested|recommend\w*|plan(?:s|ning)? to|looking (?:at|into)|explore|discuss\w*|talked about|might|may|could|suggest\w*|propos\w*|set up an?|create an?|draft(?:ing)? an?|get an?)\b/;
const PLAN_EXISTS =
  /\bestate plan(?:ning)? (?:is |was )?(?:in place|done|complete|completed|updated)\b|\b(?:has|have|had) (?:an? )?estate plan\b|\bdid (?:their|his|her) estate planning\b|\bestate plan (?:from|dated|drafted)\b/;
const PLAN_NONE =
  /\bnever (?:set up|created|established|done|did|had|signed|made) (?:a |an |any )?(?:trust|will|estate plan|wills|estate planning)\b|\bor done any (?:other )?(?:estate )?planning\b|\bno (?:estate|trust) plan\w*|\bno estate documents\b|\bnever (?:done|did|had) (?:any )?(?:estate|trust) planning\b|\bha(?:s|ve)n't done (?:any )?(?:estate )?planning\b|\bhas not done any (?:estate )?planning\b|\bnothing in place\b|\bno planning (?:done|in place)\b|\bwithout (?:a will|an estate plan|any estate planning)\b|\bdied intestate\b|\bno wills?\b|\bno (?:will|trust) or (?:trust|will)\b|\b(?:estate )?(?:docs|documents|plan|planning|wills?)\s*[:=-]\s*(?:none|no|n\/a|nothing|not yet|zero|not done|never done)\b|\b(?:has |have )?(?:an? )?wills?\s*(?:\(y\/n\)\s*)?[:=?]\s*n\b/;

/**
 * Existing estate documents and whether the client has an estate plan at all (issue #12 item 2:
 * "existing estate documents only when the notes mention them"). A document counts as existing
 * only with a word that says so ("has a will from 2009", "their revocable trust"); "needs a will"
 * or "considering a SLAT" is not one. `hasEstatePlan` is null when the notes are silent.
 */
export function readEstateDocuments(
  doc: ReadText,
  rec: Recorder,
): { documents: TEstateDocument[]; hasEstatePlan: boolean | null; outdated: boolean } {
  const documents: TEstateDocument[] = [];
  let outdated = false;
  // Whether the sentence before named an estate document.
  let docsBefore = false;
  let asked = false;
  let previousStart: number | null = null;
  let none: { start: number; end: number } | null = null;
  let exists: { start: number; end: number } | null = null;
  // Whether the last question named a will.
  let willAsked = false;
  for (const s of doc.sentences) {
    // "ADVISER: Estate documents? / DEV: Nothing. We keep meaning to.": an answer to a question
    // about the documents says whether there are any; the question itself says nothing.
    const question = /\?\s*$/.test(s.text);
    if (
      asked &&
      !question &&
      /^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(?:nothing|none|no|nope|not yet|not really|never|we don't|we do not|i don't|neither)\b/i.test(
        s.text,
      )
    ) {
      if (!none) none = { start: s.start, end: s.end };
    }
    // "ADVISOR: Wills? Guardians for Owen?": a second question on the adviser's line keeps the first.
    const sameLine = lineStartAt(doc.source, s.start) <= (previousStart ?? -1);
    asked =
      question &&
      (/\b(?:estate (?:documents|docs|plan\w*)|wills?|trusts?|power of attorney|poa)\b/i.test(s.text) ||
        (asked && sameLine));
    previousStart = s.start;
    if (question) {
      // "KM: …your wills are from '98? / ARNE: Nineteen ninety-eight.": the answer's words are about
      // the documents the question named.
      docsBefore = DOC_WORDS.test(s.lower) || (docsBefore && sameLine);
      willAsked = /\bwills?\b/.test(s.lower) || (willAsked && sameLine);
      continue;
    }
    // "RENEE: And your will? / HAL: 2009. Everything to Rosemary…": a year in answer to a question
    // about the will dates the will the client has.
    if (willAsked) {
      const dated = WILL_YEAR_ANSWER.exec(s.text);
      if (dated) {
        const start = s.start + dated.index + dated[0].length - (dated[1]?.length ?? 0);
        const end = s.start + dated.index + dated[0].length;
        if (!documents.includes("will")) documents.push("will");
        rec.note("estateDocuments", start, end);
        if (!exists) exists = { start, end };
      }
    }
    willAsked = false;
    if (
      /\b(?:old|outdated|out of date|stale|never (?:been )?(?:updated|revised|reviewed)|not updated|decades? old|\d{2}[- ]years?[- ]old|from before (?:they|he|she|the)|before (?:they|he|she) (?:met|married|moved|remarried)|from (?:our|their|his|her|the) (?:first|prior|previous|earlier) marriages?|nothing since|not (?:been )?(?:touched|looked at) since|(?:haven't|hasn't|have not|has not) (?:been )?(?:updated|revised|reviewed|touched|looked at|changed)|before (?:the |their |either |his |her |any )?(?:kids|children|child|baby|twins|grandchildren|son|daughter) (?:was|were) born|when the (?:kids|twins|children|boys|girls) were (?:born|minors|little|young|small)|(?:don't|doesn't|do not|does not) (?:name|mention|include|reflect)|predates?|(?:19[5-9]\d|200\d|201[0-5])|needs? (?:updating|to be updated|an update|redoing|to be redone|(?:a )?review(?:ing)?)|(?:was|were) born (?:after|since)|nineteen[- ](?:fifty|sixty|seventy|eighty|ninety)|(?:from|in|since) '(?:[5-9]\d|0\d|1[0-5])|should be (?:updated|redone|redrafted)|due for (?:an? )?(?:update|rewrite)|overdue|still names?|before (?:the|his|her|their) divorce|pre-divorce|(?:since|then|and|they|he|she|we) moved (?:to|from)|(?:guardian|executor|trustee|brother|sister)\b[^.;]{0,30}\b(?:died|passed away|has passed|is deceased))\b/.test(
        s.lower,
      ) &&
      // "Wills: done in 2017 when the twins were born. Haven't looked at them since.": the documents
      // may be named in the sentence before.
      (DOC_WORDS.test(s.lower) || docsBefore)
    ) {
      outdated = true;
      rec.note("estatePlanOutdated", s.start, s.end);
    }
    docsBefore = DOC_WORDS.test(s.lower);
    const planNone = PLAN_NONE.exec(s.lower);
    if (planNone && !none)
      none = { start: s.start + planNone.index, end: s.start + planNone.index + planNone[0].length };
    // "Estate docs (2015) on file", not "Next: estate documents with Dana's attorney": the words
    // need one that says they exist, as a document does.
    const docsNamed = ESTATE_DOCS_EXIST.exec(s.lower);
    if (docsNamed && !exists) {
      const before = s.lower.slice(Math.max(0, docsNamed.index - 45), docsNamed.index);
      const after = clauseAfter(s.lower, docsNamed.index + docsNamed[0].length);
      const start = s.start + docsNamed.index;
      const end = start + docsNamed[0].length;
      if (
        (EXISTS.test(before) || EXISTS.test(after.slice(0, 40))) &&
        !(WANTED.test(before) && !/\b(?:has|have|had|signed|existing|current|old)\b/.test(before)) &&
        !NOT_MADE_AFTER.test(after) &&
        !NOT_MADE_BEFORE.test(before) &&
        !isNegated(s, start, end)
      )
        exists = { start, end };
    }
    const planExists = PLAN_EXISTS.exec(s.lower);
    if (
      planExists &&
      !isNegated(s, s.start + planExists.index, s.start + planExists.index + planExists[0].length) &&
      !exists
    ) {
      exists = { start: s.start + planExists.index, end: s.start + planExists.index + planExists[0].length };
    }
    let existingInSentence = false;
    // "GK: So two things besides the catch-up. Documents - a will, a durable power of attorney…":
    // a list the adviser opens as things to do names documents wanted, not held.
    const toDo =
      /\b(?:(?:two|three|four|a few|several|some) things|next steps?|to[- ]dos?|action items?|we (?:should|need to)|you (?:should|need to)|recommend\w*)\b/.test(
        sameLineBefore(doc, s)?.lower ?? "",
      );
    for (const [kind, re] of DOCUMENTS) {
      if (toDo) break;
      for (const m of allMatches(re, s.lower)) {
        const start = s.start + m.index;
        const end = start + m[0].length;
        if (
          isNegated(s, start, end) ||
          /(?:\bno|\bw\/o|\bwithout)\s+(?:an?\s+)?$/.test(s.lower.slice(0, m.index)) ||
          inNegatedList(s.lower, m.index)
        ) {
          if (kind === "will" && !none) none = { start, end };
          continue;
        }
        const before = s.lower.slice(Math.max(0, m.index - 45), m.index);
        const after = s.lower.slice(m.index + m[0].length, m.index + m[0].length + 40);
        // "Wills - never done", "Drafts of wills from 2019 were never signed", "We keep meaning
        // to do our wills", "I asked about wills - they have none": named, but not made.
        if (NOT_MADE_AFTER.test(clauseAfter(s.lower, m.index + m[0].length)) || NOT_MADE_BEFORE.test(before)) {
          if (kind === "will" && !none) none = { start, end };
          continue;
        }
        // "We also talked about his will (2015, leaves everything to the children)": a document
        // dated by the year after it exists, whatever is said of it.
        const dated = /^\s*(?:\(\s*|,\s*|-\s*|from\s+|dated\s+|of\s+)?(?:19|20)\d{2}\b/.test(after);
        if (!dated && WANTED.test(before) && !/\b(?:has|have|had|signed|existing|current|old)\b/.test(before)) continue;
        // "We'll revisit that when the wills are done": documents still to come.
        if (/\b(?:when|once|after|until|till|before)\s+(?:the\s+|your\s+|their\s+|our\s+|his\s+|her\s+)?$/.test(before))
          continue;
        // "Will and revocable trust redone in 2017; durable POA (Margaret) and health care proxy
        // (Margaret)": a document listed after one the sentence says exists exists too.
        // "WALTER: Same wills.": the same documents as before are documents held.
        const same = /\bsame wills?$/.test(m[0]);
        if (!EXISTS.test(before) && !EXISTS.test(after) && !EXISTS.test(m[0]) && !same && !existingInSentence) continue;
        existingInSentence = true;
        if (!documents.includes(kind)) documents.push(kind);
        rec.note("estateDocuments", start, end);
        // A buy-sell agreement binds the business's owners; it is not the client's own estate plan.
        if (!exists && kind !== "buy_sell_agreement") exists = { start, end };
      }
    }
  }
  if (exists) {
    rec.note("hasEstatePlan", exists.start, exists.end);
    return { documents, hasEstatePlan: true, outdated };
  }
  if (none) {
    rec.note("hasEstatePlan", none.start, none.end);
    return { documents, hasEstatePlan: false, outdated: false };
  }
  return { documents, hasEstatePlan: null, outdated: false };
}

/**
 * An answer that opens with the year a will was signed: "HAL: 2009.", "ARNE: Nineteen ninety-eight.",
 * "Yes, from '98". The year (group 1) is the evidence.
 */
const WILL_YEAR_ANSWER =
  /^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(?:(?:yes|yeah|yep|we do|i do|we did|i did|they do)[,.]?\s*)?(?:(?:from|in|back in|signed in|done in)\s+)?((?:19|20)\d{2}\b|'\d{2}\b|nineteen[- ]\w+(?:[- ]\w+)?|two thousand(?: and)? \w+)/i;

/** "Estate documents" or "estate docs", not followed by a word that says there are none. */
const ESTATE_DOCS_EXIST =
  /\bestate (?:documents|docs)\b(?!\s*[:=-]?\s*(?:none|no|n\/a|nothing|not yet|zero|not done|never done)\b)(?!\s*\])/;

/** Words after a document that say it was never made or signed, or is only on a list of things to do. */
const NOT_MADE_AFTER =
  /\b(?:never|not|n't) (?:been |yet )?(?:done|signed|executed|finali[sz]ed|completed|finished|drawn up)\b|\bnever (?:did|signed|executed|finished|completed|got around to|got to) (?:them|it|those|that)\b|\b(?:have|has|had) none\b|\bnone yet\b|\bnot yet\b|\bzero\b|\bon (?:the|my|our|his|her|their) (?:to-?do |todo |action )?list\b|\bmeant to\b|\bmeaning to\b|\bto-?do\b|\bunsigned\b|\bto be (?:drafted|done|signed|prepared|written|drawn up|set up)\b|\b(?:an?|booked|scheduled|made) appointment (?:with|to)\b|\bput(?:ting)? (?:it|them) off\b/;
/** Words before a document that say it is still to be made: "We keep meaning to do our wills". */
const NOT_MADE_BEFORE =
  /\b(?:keep meaning to|been meaning to|meant to|never got around to|haven't gotten around to|have not gotten around to|keep putting off|(?:been )?putting off|drafts? of)\s+(?:do |doing |get |getting |sign |signing |make |making )?(?:the |our |their |my |his |her |your )?$/;

/**
 * The rest of a document's clause in a lowercased sentence, from `from`: up to a semicolon or the
 * next document named, at most 60 characters ("Wills signed in 2015; POA not done": the POA's).
 */
function clauseAfter(lower: string, from: number): string {
  const rest = lower.slice(from, from + 60);
  const stop = rest.search(/;|\b(?:wills?|trusts?|poas?|power of attorney|directives?|proxy)\b/);
  return stop < 0 ? rest : rest.slice(0, stop);
}

/** Words naming estate documents, for an outdated-documents sentence. */
const DOC_WORDS = /\b(?:wills?|trusts?|estate (?:plan|documents|docs)|poa|power of attorney)\b/;
/** Document words and list glue that may sit between a negation and a document it still covers. */
const DOC_LIST_GLUE =
  /\b(?:a|an|the|any|either|or|and|nor|of them|has|have|had|durable|financial|medical|springing|living|pour-over|revocable|simple|wills?|trusts?|powers? of attorney|poas?|health[-\s]?care (?:directives?|prox(?:y|ies)|powers? of attorney)|hc (?:directives?|prox(?:y|ies))|healthcare (?:directives?|prox(?:y|ies))|advance directives?|directives?|prox(?:y|ies)|estate plan(?:ning)?|documents?)\b|[,;/&]/g;

/**
 * Whether the document at `index` of a lowercased sentence sits in a list a negation opened:
 * "Neither of them has a will, a power of attorney or a health care directive."
 */
function inNegatedList(lower: string, index: number): boolean {
  const before = lower.slice(0, index);
  let at = -1;
  for (const m of allMatches(/\b(?:no|neither|nor|not|without|never|none|lacks?|missing)\b/g, before))
    at = m.index + m[0].length;
  if (at < 0) return false;
  return before.slice(at).replace(DOC_LIST_GLUE, " ").trim() === "";
}

/** Keys of TClientFacts that are booleans, for the type checker. */
export type BooleanFact = {
  [K in keyof TClientFacts]: TClientFacts[K] extends boolean ? K : never;
}[keyof TClientFacts];
