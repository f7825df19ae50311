import { allMatches } from "./matches.ts";
import {
  annualUsd,
  type BareNumber,
  CHANGE_FROM,
  countValue,
  findBareNumbers,
  findMoney,
  type MoneyMention,
  scaleOf,
  wordNumber,
} from "./money.ts";
import { speakerOf } from "./people.ts";
import { PhraseMatcher } from "./phrases.ts";
import type { Recorder } from "./recorder.ts";
import {
  CHILDREN_HEADING,
  headingPerson,
  isNegated,
  lineStartAt,
  listHeadingLine,
  MONTH_NAME,
  parentWrittenSpans,
  type ReadText,
  type Sentence,
  sameLineBefore,
} from "./text.ts";

/**
 * The client's money, by kind (issue #12 item 1 "holdings by kind", "subsets", "liabilities,
 * income, giving"). Each amount is tied to the words that say what it is — before it ("NW ~$6M",
 * "401(k): $1.2M", "income of $310k") or right after it ("$310k HHI", "$2.5mm in 401k", "$1.2M
 * house") — by a table of cues, the closest cue winning and a cue across a comma or semicolon
 * counting less. An amount introduced by "of which" or "including" is a part of the amount before
 * it and is not added again; "(basis ~$150k)" is the cost basis of the holding before it. Amounts
 * of other people (a son's salary, a mother's estate), company-level figures (revenue, EBITDA)
 * and negated amounts are left out.
 */

/** What an amount is. */
export type AmountKind =
  | "netWorth"
  | "totalAssets"
  | "liquidNetWorth"
  | "income"
  | "householdIncome"
  | "retirement"
  | "employerStock"
  | "basis"
  | "taxable"
  | "cash"
  | "residence"
  | "vacationHome"
  | "investmentRealEstate"
  | "realEstate"
  | "business"
  | "companyValue"
  | "companyMetric"
  | "salePrice"
  | "grossAssets"
  | "giving"
  | "liability"
  | "spending"
  | "lifeInsurance"
  | "otherAsset"
  | "ignore";

interface Cue {
  kind: AmountKind;
  re: RegExp;
}

/** The cue table, most specific first (an earlier cue wins a tie at the same distance). */
const CUES: Cue[] = [
  {
    kind: "totalAssets",
    re: /(?<=^\s*(?:[-•*]\s*)?)(?:grand )?total\s*(?=[:=])|(?<=^\s*(?:[-•*]\s*)?)(?:total )?assets\b(?=\s*(?:[:~=≈-]|(?:of|about|around|roughly|approximately|approx\.?)\s|\$))|\btotal (?:household )?assets\b|\bgross estate\b|\b(?:family|household|total|combined) wealth\b|\bfor everything\b|\beverything (?:together|combined|in all|all told)\b|(?<!\b(?:retirement|qualified|liquid|investable|business|company|trust|plan) )\bassets (?:total|come to|of about|of roughly)\b/g,
  },
  {
    kind: "liquidNetWorth",
    re: /\bliquid (?:net worth|nw|assets|investable assets)\b|\bliquidity\b|\binvestable assets\b/g,
  },
  {
    kind: "netWorth",
    re: /\bnet[-\s]?worth\b|\bnw\b|\b(?:worksheet|balance[-\s]sheet|spreadsheet|statement)\s+total\b|\btotal (?:per|on|from|in) (?:our|the|their|his|her) (?:statement|balance sheet|records?|books|net worth statement)\b|(?<=^\s*(?:[-•*]\s*)?)worth\b(?=\s+(?:north of|upwards of|over|about|around|roughly|maybe|probably|close to|nearly|~|\$))|\b(?:the|[a-z]+'s|their|his|her|our|your|my) (?:grand )?total (?:is|was|comes? to|came to|would be)\b|(?<!\b(?:its|company|company's|business|business's|firm's|corporate|practice's|bank's)\s+)\bbalance[-\s]sheet\b(?!\s+(?:total|shows|says|has|had|lists?))|\b(?:the|[a-z]+['\u2019]s|our|my|your) (?:balance[-\s]sheet )?tally\b(?=\s*(?:[:=]|is\b|comes to\b|came to\b))|(?<=^\s*(?:[-•*]\s*)?)(?:the\s+)?(?:overall|big|whole|total) picture\b|\b(?:including|counting|with) (?:the|our|my|his|her) (?:practice|business|company|firm|house|home)\b,? (?:we['\u2019]re|we are|they['\u2019]re|they are|you['\u2019]re|you are) (?:at|worth)\b(?=\s*(?:about|around|roughly|maybe|~)?\s*\$?\s*$)|\bwhat (?:they|we|you|he|she) owns?,?\s+(?:less|minus|after|net of)\s+what (?:they|we|you|he|she) owes?\b|(?<=^[\s>]*(?:[a-z][\w .'-]{0,30}:\s*)?(?:(?:so|and|okay|ok)\b,?\s*)?)all (?:in|told)\b(?=,? (?:about|around|roughly|maybe|probably|call it|we're|we are|you're|you are|they're|they are|we think|i think|i'd say|it's|they have|we have|he has|she has|\$|~|counting|including))|\beverything together\b|\btotal (?:of )?everything\b|\beverything (?:comes to|totals?|adds up to)\b|(?<=\b(?:i think|i figure|so|and)\s+)(?:that|it|this|it all)\s+adds up to\b(?!\s*(?:about\s+|around\s+|roughly\s+|~)?\$?[\d.,]+\s*(?:k|m|mm)?\s*(?:a|per|\/)\s*(?:year|month|yr|mo)\b)|\ball told\b(?=\s*(?:[.;,)?]|$))|(?<=^\s*)overall,?\s+(?:they|we|he|she|the (?:couple|family|household))\s+(?:have|has|hold|own)\b|\b(?:that|which|it|this|so)\s+makes?\s+(?:me|us|them|him|her)(?:\s+worth)?\b(?![^.;$\d]{0,20}\b(?:a|per)\s+(?:year|month)\b)|(?<=^[\s>]*(?:[a-z][\w .'-]{0,30}:\s*)?(?:(?:so|and|okay|ok)\b,?\s*)+)net\b(?=,?\s*(?:not counting|excluding|including|counting|with(?:out)?\b|all in|[-\u2013\u2014?]|$))|\ball[-\s]in\b(?=[^.?!]{0,30}\?|\s*[-\u2013\u2014\u2026]+\s*$|\s*\.{3}\s*$)|\bwhere (?:do you think |would you say )?(?:you are|you're|you two are|you both are|you all are)\b(?=[^.?]*\?)|\bnet assets\b|\btotal (?:household )?(?:worth|estate|wealth)\b|\b(?:you're|you are|we're|we are|i'm|i am|(?:[a-z]+|my (?:wife|husband|partner)) and i are)\s+(?:right\s+|probably\s+|roughly\s+)?(?:at|worth|around|more like|closer to|about(?=\s*[~$]?\s*$)|(?:a (?:little|bit) |just |well |somewhere )?(?:north|south) of(?=\s*[~$]?\s*$))|\b(?:he|she|[a-z]+) and (?:[a-z]+|his wife|her husband|his partner|her partner) are\s+(?:collectively\s+|together\s+|jointly\s+)?worth\b|\bdescribe[sd]? (?:their|his|her|our|the) (?:position|net worth|wealth|worth|balance sheet|situation|total) as\b|\b(?:are|is) (?:you|we|they|he|she) worth\b|\b(?:they|they're|they are|couple|family|household|client|he|she|he's|she's|he is|she is)\s+(?:is\s+|are\s+)?(?:collectively\s+|together\s+|jointly\s+)?worth\b|(?<!\breal )\bestate (?:of|worth|valued at|is|stood at|stands at|totals?|comes? to|was)\b|(?<!\bits |\b(?:company|business|firm|corporation|startup|group)'s )\bbalance sheet\b|\bnet estate\b|\b(?:i|we)\s+(?:come|came)\s+to\b(?=\s*(?:about|around|roughly|a little over|just over|just under|~|\$)?\s*$)|\b(?:i|we)\s+(?:have|show|put|['\u2019]ve got)\s+(?:you|you two|you both|the two of you|them)\s+at\b(?=\s*(?:about|around|roughly|a little over|just over|just under|~|\$)?\s*$)|\ball[-\s]in\b(?=\s*["\u201d])|\b(?:that|which|this|it)\s+puts?\s+(?:me|us|him|her|them)\s+(?=(?:at|around|about|near|close to|right around|just (?:over|under))\b)|\b(?:puts?|put) (?:you|you two|you both|them|us|the whole thing|everything|it all|the total|(?:their|his|her|our) (?:combined )?(?:net worth|worth|total|estate)|themselves|(?:him|her)self) at\b|\bestate (?:value|size)\b|\b(?:value|size) of (?:the|their|his|her|our) (?:combined )?estate\b|\b(?:they're|they are|he's|he is|she's|she is|(?:the )?(?:household|family|couple) (?:is|'s)|(?:your|his|her|their|my|our) (?:mother|mom|father|dad|parents) (?:is|are|'s))\s+at\b(?=\s*(?:about|around|roughly|~|\$))|\b(?:all together|altogether|all in|in total|total)\s+(?:with|counting|including)\s+(?:the\s+)?(?:house|home|residence|everything)\b|\b(?:est\.?|estimated|approx\.?|approximate|total|gross)\s+estate\b|(?<=^\s*(?:[-•*]\s*)?)estate\s*[:=~≈]|\b(?:adding (?:it|them|that|everything) (?:all )?up|all (?:added|totted) up|by my (?:count|math|tally|numbers))\b[^.;?]{0,60}?\b(?:i|we)\s+(?:make|get|figure|put|have|count)\s+(?:it|that|them|the total|everything)(?:\s+(?:at|to be|as|to))?(?=\s*(?:just\s+|a bit\s+|a little\s+)?(?:over|under|about|around|roughly|north of|close to|nearly|~|\$))/g,
  },
  {
    kind: "householdIncome",
    re: /\bhhi\b|\bhousehold income\b|\bcombined (?:income|comp\w*|earnings|salar\w+)\b|\btotal (?:household )?(?:income|comp\w*)\b|\bfamily income\b|\btogether (?:they )?(?:make|earn)\b|\bjoint income\b|\bm?agi\b|(?<=\b(?:and|so|putting it together,?)\s+)(?:your|their)\s+income\s+is\b(?=\s*(?:about|around|roughly|approximately|~)?\s*\$?\s*$)/g,
  },
  {
    kind: "income",
    re: /(?<=^\s*)out of (?:the|his|her|their) (?:business|company|practice|firm|s-?corp|llc)\b(?=[^.;]{0,15}\b(?:(?:each|every|a|per) year|annually)\b)|\b(?:business|practice|company|firm|s-?corp|llc) pays (?:him|her|them|me|us)\b|\bpays (?:me|him|her|us|them)(?=\s*(?:about|around|roughly|~)?\s*$)|\b(?:business|practice|company|firm|s-?corp|llc|farm|partnership|half|share|stake)\b[^.;?]{0,30}\bpays? (?:you|him|her|them|me|us)\b|\b(?:his|her|their|my|our) share of (?:the )?(?:profits?|earnings)\b|\bnet profits? (?:to|for) (?:him|her|them|me|us)\b|\bprofits? to (?:him|her|them)\b|\bowner(?:'s)? (?:profit|earnings|comp)\b|\b(?:his|her|my|their|our|some|do|doing) (?:consulting|freelance work|freelancing|side gig|side hustle)\b|\bconsulting (?:work|income|fees|gigs?|contract)\b|\bon a 1099\b|\b1099 (?:income|work|contract)\b|\b(?:ira|401\s?\(?k\)?|403\s?\(?b\)?|tsp|retirement account)\s+(?:withdrawals?|distributions?|draws?)\b|(?<!\b(?:at|on|with|given|for) (?:your|his|her|their|our|my|that|this|such an?) )\bincome\b|(?<!\b(?:last|latest|recent|nearest|closest|best|sale|sales|zillow|realtor|appraiser|broker|deferred)(?:['\u2019]s)? )\bcomp\b(?! balance)(?!\s+(?:sales?|sold|came in|says|on the|for the|in the neighborhood)\b)|(?<!deferred )\bcompensation\b|\bsalar(?:y|ies)\b|\bwages?\b|\bw-?2s?\b|\bearn(?:s|ed|ing|ings)?\b|\bmakes?\b(?<!\b(?:that|which|it|this|so|would|could|might|'d|\u2019d) makes?)(?!\s+(?:a|an)\s*$|\s+it\b)|\bmaking\b|\bbonus(?:es)?\b|\bcommissions?\b(?! (?:on|of) (?:the|a|his|her) (?:sale|deal|house|home|property))|\brmds?\b|\brequired (?:minimum )?distributions?\b|\bdistributions?\b(?! (?:to|into) )|\b(?:fers|csrs)(?: (?:annuity|pension))?\b|\bbase(?: salary| pay| comp)?\b|\bovertime\b|\bguaranteed payments?\b|\bannuity (?:payments?|income)\b|\btake[-\s]?home\b|\btakes home\b|\b(?:himself|herself|he|she)\s+takes\b(?!\s+home)|\bbrings? home\b|\bpaychecks?\b|\b(?:his|her|their|my|our|your|annual|base|gross|net|total) pay\b(?!\s+(?:off|down|for|back|in full))|\bpull(?:s|ing)? in\b|\bgross(?:es)?\b|(?<!\b(?:we|i|they|you)\s+(?:\w+\s+)?)\bpaid\b(?! off| for| down| in full| cash)|\bdraws?\b|\balimony\b(?![\s_]+paid)|\bss\b|\bdividends? and interest\b|\binterest and dividends\b|\bbring(?:s|ing)? in\b|\b(?:is|works as) an? [a-z-]+(?: [a-z-]+)? (?:at|making|earning|on)(?=\s*(?:about|around|roughly|~)?\s*$)|\bdistributions? from (?:the|his|her|their) (?:business|company|practice|s-?corp)\b|\bsocial security\b|\bsurvivor(?:['\u2019]s)? (?:benefits?|annuity|pension)\b|\bpension (?:income|pays|of)\b|\bpensions?\b|\bannuity income\b|\brental income\b|\b(?:the\s+|net\s+)?rent\s+(?:from|on)\s+(?:the|a|his|her|their|our|my)\s+(?:[\w-]+\s+){0,3}?(?:lease|tenants?|building|property|unit|units|house|duplex|fourplex|rental|store|space|land|farm)\b|\bk-?1s?\b|\bschedule c\b|\bnet rents?\b|\bcash flow\b|\b(?:portfolio|investment|dividend|interest|trust|passive) income\b|\btc\b|\bote\b|\bon-target earnings\b|\bclears?\b|\bclearing\b|(?<!^[\s>]*(?:[a-z][\w .'-]{0,30}:\s*)?(?:(?:so|and|okay|ok)\b,?\s*)+)\bnets?\b(?! worth)|\bnetting\b|\bnetted\b|\bfrom (?:his|her|my|their|a|the) (?:day |full-time |part-time )?job\b|\bjob pays\b|\bva disability\b|\bssdi\b|\bdisability (?:income|benefits?|payments?|checks?)\b|\bpayroll\b(?!\s+(?:is\s+|was\s+|still\s+)?(?:set|deduct\w*|elect\w*|withholding|deferrals?))|\bpays? (?:himself|herself|themselves)\b|(?<=^\s*(?:[a-z][\w .'-]{0,20}:\s*)?)pay\b(?=\s+(?:this|last|next) year|\s*\?)|\bw\/\s?ot\b|\bwith overtime\b|\b(?:director(?:'s)?|board|speaking|advisory|retainer)\s+fees?\b|\bfees? from (?:her|his|my|their|our|a) (?:seat|board|directorship|board seat|speaking|consulting|advisory)\b[^.;$\d]{0,50}|\bhonorari(?:um|a)\b|\bstipends?\b|\brsus?\s+(?:that\s+|which\s+)?vest(?:s|ing)?\b(?=\s+(?:over|this|during|each|every|in)\b)|\b(?:comp(?:ensation)?\s+|pay\s+)?budget for (?:her|him|me|them|each partner)\b/g,
  },
  {
    kind: "employerStock",
    re: /\b(?:company|employer|firm)'?s? (?:stock|shares|equity)\b|\b(?:stock|shares) (?:of|in) (?:the|his|her|their) (?:company|employer)\b|\besop\b/g,
  },
  {
    kind: "basis",
    re: /\b(?:cost )?basis\b|\b(?:my|his|her|their|our) cost (?:on|in|of|for) (?:that|it|them|those|the (?:stock|shares))\b|\bbought (?:it |them )?(?:for|at)\b|\bpurchased (?:it |them )?(?:for|at)\b|\bpaid\s+(?=\$)/g,
  },
  {
    kind: "retirement",
    re: /\b401\s?\(?k\)?s?|\b403\s?\(?b\)?s?|\b457\s?\(?b\)?|\b457\b(?![\d,])|\biras?\b|\broths?(?: iras?| 401\s?\(?k\)?s?)?\b|\bseps?(?:-iras?)?\b|\bsimple ira\b|\bretirement (?:accounts?|assets|savings|plans?|money|funds?|balances?)\b|(?<!\bnon-?)\bqualified (?:plans?|money|accounts?|assets)\b|(?<=(?:^|[;|])\s*(?:[-•*]\s*)?)qual(?:ified)?(?=\s*[:=])|(?<=^\s*(?:[-•*]\s*)?(?:total\s+)?)retirement(?=\s*(?:\([^)]{0,20}\))?\s*[:=])|\btsp\b|\bthrift savings\b|\bcash balance\b|\bprofit[-\s]sharing\b|\brollover\b|\bpre-?tax (?:accounts?|money|savings)\b|\btax-deferred\b|\bdeferred comp\w*\b|\bnqdc\b|\b401a\b|(?<=^\s*(?:[-•*]\s*)?(?:the\s+|his\s+|her\s+|my\s+)?)plan (?:balance|assets|value)\b|\bret(?:irement)?\.? plan bal(?:ance)?\b|\b(?:savings|thrift|retirement|employer|company) plan balance\b/g,
  },
  {
    kind: "taxable",
    re: /\bbrokerage\b|\bbrkg\b|\btaxable\b|\bportfolio\b|\bsecurities\b|\bstocks?\b|\binvestments?\b|\binvested\b|\bequities\b|\bmutual funds?\b|\betfs?\b|\bbonds?\b|\bmunis?\b|\bmunicipal\b|\bmanaged (?:account|money)\b|\bjoint account\b|\binvestment accounts?\b|\baum\b|\bwith (?:us|schwab|fidelity|vanguard|merrill|morgan stanley)\b|\b(?:edward jones|schwab|fidelity|vanguard|merrill(?: lynch)?|morgan stanley|e\*?trade|raymond james|ameriprise|ubs|lpl|t\. rowe(?: price)?|betterment|wealthfront|robinhood|ameritrade)\s+(?:account|acct|brokerage|portfolio)\b|\bshares\b|\bpositions?\b|\bholdings?\b|\bcrypto\w*\b|\bbitcoin\b|\bnon-?qualified (?:money|assets|accounts?|investments?|savings)\b|\b(?:trust|custodial|individual|tod|transfer-on-death) (?:brokerage )?accounts?\b|(?<=(?:^|[;|])\s*(?:[-•*]\s*)?)non-?qualified(?=\s*[:=])/g,
  },
  {
    kind: "cash",
    re: /\bcash\b(?![-\s]rent)|\bsavings\b|\bhysas?\b|\be-?fund\b|\bhigh[-\s]yield (?:savings |cash )?(?:account|acct)s?\b|\bchecking\b|\bmoney[-\s]market\b|\bmmf?\b|\bcds?\b|\bcertificates? of deposit\b|\bt-?bills?\b|\btreasur(?:y|ies)\b|\bemergency fund\b|\bin the bank\b|\bon hand\b/g,
  },
  {
    kind: "vacationHome",
    re: /\bvacation (?:home|house|property|place|condo)\b|\bsecond (?:home|house)\b|\blake (?:house|home|place)\b|\bbeach (?:house|home|place|condo)\b|\bski (?:house|home|condo|place|chalet)\b|\bcabin\b|\bcottage\b|\bsummer (?:home|house|place)\b|\bwinter (?:home|house|place)\b|\bshore house\b|\bchalet\b|\b(?:hunting|fishing|deer|duck|lake|river|family) camp\b|\bcamp (?:on|at|up at|in) (?:the )?(?:lake|river|bay|[a-z]+ (?:river|lake|bay|creek|pond))\b/g,
  },
  {
    kind: "investmentRealEstate",
    re: /\brental(?:s| propert\w*| units?| homes?| houses?| condos?| apartments?| portfolio| real estate)?\b|\binvestment propert\w*|\binvestment real estate\b|\bcommercial (?:real estate|propert\w*|buildings?)\b|\b(?:office|apartment|apt\.?|industrial) (?:buildings?|bldgs?\.?|complex(?:es)?)\b|\bsfrs?\b|\bsingle[-\s]family rentals?\b|\bduplex(?:es)?\b|\btriplex\b|\bfourplex\b|\b(?:\d{1,2}|four|five|six|eight|ten|twelve)-?plex(?:es)?\b|\bmulti-?family\b|\bstrip (?:mall|center|centre|ctr)\b|\bwarehouses?\b|\bfarm ?land\b|\bcrop ?land\b|\bpasture(?:land)?\b|\bacres?\b|\bacreage\b|\branch(?:land)?\b|\btimberland\b|\bland\b|\bthe building\b|\bbuildings\b|(?<!\b(?:his|her|their|my|our|membership|partnership|llc|class [a-z]) )\bunits\b|\bdoors\b|\breal estate (?:portfolio|holdings|investments?)\b|\b(?:leased|rented|leases|rents) (?:back )?to (?:the|his|her|their|our|my) (?:practice|business|company|firm|clinic|s-?corp|operating company)\b/g,
  },
  {
    kind: "residence",
    re: /\b(?:primary )?residence\b|\bhome\b|\bhouse\b|\bcondo\b|\btownhouse\b|\bhomestead\b|\bprimary\b|\bwhere they live\b|\bapartment\b|\bco-?op\b/g,
  },
  { kind: "realEstate", re: /\breal estate\b|\bpropert(?:y|ies)\b|(?<!['\u2019])\bre\b/g },
  {
    kind: "companyMetric",
    re: /\brevenues?\b|\bsales\b|\bebitda\b|\bprofits?\b|\bgross receipts\b|\btop line\b|\barr\b|\bnet income\b|\bearnings before\b|\bturnover\b|\bpayroll\b|\bbacklog\b|\braised\b|\bfunding round\b|\bseries [a-f]\b/g,
  },
  {
    kind: "salePrice",
    re: /\boffers?\b|\boffered\b|\b(?:has|have|got|found) a buyer (?:at|for)\b|\bbuyer (?:at|for)\b(?=\s*(?:about\s+|~)?$)|\bloi\b|\bletter of intent\b|(?<!\b(?:would|could)\s)\bsell(?:ing|s)?\s+(?:it|them|the \w+|his \w+|her \w+|their \w+|for)\b|\bsale price\b|\bpurchase price\b|\bdeal (?:at|for|of|is)\b|\bbid\b|\bterm sheet\b|\bacquire (?:it|them|the company) for\b|\bexit (?:at|for|of)\b|\bunder contract (?:for|at)\b|\bsale (?:of|for|at)\b|\bbuyout\b|\b(?:would|will|plan to|plans to|going to|to)\s+list\s+(?:it|them|the \w+)?\s*(?:at|for|around|near)\b|\blist(?:ing)? price\b|\blisted (?:at|for)\b|\bheadline(?: (?:price|number|value|figure))?\b(?=\s*(?:of|is|at|[:=~])?\s*(?:about|around|~)?\s*$)/g,
  },
  {
    kind: "grossAssets",
    re: /\bgross assets\b|\b(?:its|(?:company|business|firm|corporation|startup|group)'s) balance sheet\b|\btotal assets (?:of the (?:company|corporation))\b|\bof (?:gross |total )?assets\b|\bin (?:gross )?assets (?:at|when)\b/g,
  },
  {
    kind: "companyValue",
    re: /\bvaluation\b|\b(?:for|valued|appraised|priced) (?:100\s?%|all) of the (?:company|business|practice|firm|shares|stock)\b|\bfor (?:100\s?%|100 percent|(?:a|one) hundred percent) of\b|(?<=^\s*)for the (?:practice|company|business|firm|group|partnership)\b(?!'s)|(?<=^\s*)(?:appraisal|valuation|appraised value)\b|\bbroker(?:'s)? (?:val|value|opinion(?: of value)?|indication)\b|\b(?:a |the |business )?broker\b[^.;$\d]{0,60}\b(?:said|says|thinks|valued it|put it|puts it|figures|estimated)\b(?:\s+(?:it's|it is|at|somewhere|around|about|between))*|\bval\.?(?=\s*[:~≈=]?\s*(?:~|about|approx\.?)?\s*\$)|\benterprise value\b|\b(?:company|business|practice|firm|corporation|corp|group|partnership|operation|bakery|restaurant|shop|store|agency|dealership|clinic|salon|studio|brewery|winery|pharmacy|hotel) (?:is |was )?(?:now )?(?:worth|valued|appraised)\b|\b(?:would|could) (?:sell|go) for\b|\bbusiness value\b|\b(?:company|business|corporation|inc\.?|llc),\s[^.;$\d]{0,40}\b(?:appraised|valued) at\b|\b(?:half|all|part|\d{1,3}(?:\.\d+)?\s?%|a (?:third|quarter)) of (?:the|a|an|their|his|her) (?:[a-z-]+ ){0,2}(?:company|business|dealership|firm|practice|partnership|llc|group|restaurant|agency|shop|store|clinic|operation)\b,? (?:which|that) (?:is|was|'s) (?:now )?(?:worth|valued|appraised)\b|\bpost-money\b|\bpre-money\b|\b409a\b|\bfor the whole (?:company|business|biz|practice|group|enterprise|thing)\b|\b(?:valued|appraised|priced) (?:it|them|the (?:whole )?(?:thing|place|shop|operation)) at\b|(?<=^\s*(?:[-•*]\s*)?business\s*:[^\n]{0,60})\b(?:est\.?\s+|estimated\s+)?(?:value|valued at|worth)\b|\bvalu(?:ed|ing) (?:the|his|her|their|our) (?:whole |entire )?(?:company|business|practice|firm|place|shop|operation|llc|brewery|restaurant|agency|partnership|group|enterprise)\b|^\s*(?:it was |it's |it is )?(?:appraised|valued) at\b|\b(?:put|puts|peg|pegs|pegged) (?:it|the (?:company|business|operation|practice|llc)) at\b(?=[^.;]{0,40}$)|\b(?:the )?(?:whole|entire) (?:firm|business|company|practice|operation|corporation|partnership|llc)\b/g,
  },
  {
    kind: "business",
    // "W-2 from the firm", "salary through the practice": the business is where income comes from, not a value.
    re: /(?<!\b(?:from|through|at|by|via|out of) (?:the|his|her|their|our|my) )(?:\bbusiness(?:es)?\b|\bcompany\b|\bpractice\b|\bfirm\b)(?!'s\s+(?:401|403|457|retirement|plan|profit|pension|health|group))(?!\s+(?:job|jobs|employer|gig))|\bstake\b|\binterest\b|\bequity\b|\bownership\b|\b(?:your|his|her|my|their|our)\s+(?:\d{1,3}|[a-z]+(?:-[a-z]+)?)\s?(?:percent|%)(?:\s+(?:stake|share|piece))?\s+(?:is|comes to|would be|works out to)(?:\s+worth)?\b|\bllc\b|\bs-?corp\b|\bc-?corp\b|\bagency\b(?!\s+(?:job|jobs|gig))|(?<!\b(?:from|through|at|by|via|out of|for) (?:the|his|her|their|our|my|a) )(?:\bbakery\b|\bshop\b|\bstore\b|\bclinic\b|\bsalon\b|\bbrewery\b|\bwinery\b)|\bdealerships?\b|\boperation\b|\bstartup\b|\bventure\b|\bfranchises?\b|\brestaurants?\b|\bshares of (?:the|his|her|their) (?:company|business)\b|\bbuy-?in\b|\b(?:his|her|their|my|our|membership|partnership|llc) units\b|\b(?:[a-z&]+'s|his|her|their|our|my)\s+\d{1,3}(?:\.\d+)?\s?%|\b(?:[a-z]+'s|his|her|their|my|our) (?:half|share|portion|piece|third|quarter)\b(?! of (?:the )?(?:house|home|estate|income|proceeds|rent))/g,
  },
  {
    kind: "giving",
    re: /\bgives?\b(?! (?:us|them|me|him|her|you)\b)(?! or take\b)|\bgiving\b|\bgave\b(?! (?:you|me|him|her|them|us)\b(?! \$))(?!\s+(?:for|as|on)\b)|\bdonat\w*|\btith\w*|\bcharit\w*|\bchurch\b(?! (?:office|staff|job|secretary|school|payroll|administrator|bookkeeper))(?<!\b(?:works|working|job|employed) (?:part[-\s]time |full[-\s]time )?(?:at|for) (?:the|a|her|his|their) church)|\bphilanthrop\w*|\bpledge\w*|\bcontribut\w* to (?:charity|church|causes?|nonprofits?)\b|\bdaf\b|\bdonor[-\s]advised\b|\b(?:writ(?:e|es|ing)|send(?:s|ing)?|mail(?:s|ing)?)\s+(?:out\s+)?(?:a\s+|the\s+)?checks?\s+to\s+(?!(?:the\s+|her\s+|his\s+|their\s+|my\s+|our\s+)?(?:kids|children|son|daughter|grandkids|grandchildren|irs|state|lender|bank)\b)/g,
  },
  {
    kind: "liability",
    re: /\bmortgages?\b|\bmtg\b|\bmortg\b|\bloans?\b|\bdebts?\b|\bheloc\b|\bline of credit\b|\bowe[sd]?\b|\bnotes? payable\b|\bliabilit\w*|\bbalance owed\b|\bborrow\w*|\bstudent loans?\b|\bcredit cards?\b|\bleverage\b|\bmargin loan\b|\b(?:land|seller|promissory|bank|farm|equipment|operating|ag|construction|business|sba|bridge|balloon|contract for deed)\s+notes?\b(?!\s+receivable)|\boperating line\b|\bequipment financing\b/g,
  },
  {
    kind: "spending",
    re: /\bspend(?:s|ing)?\b|\b(?:memory|nursing|assisted|long-term|in-home|home) care\b|\bnursing home\b|\bassisted living\b|\bexpenses\b|\blifestyle\b|\bburn\b|\bliving costs\b|(?<!\b(?:went up|goes up|up|raised|bumped|increased|rose)[^.;$\d]{0,20})\bcost of living\b(?!\s*(?:adjustment|increase|raise|bump)s?\b)|(?<!\b(?:shareholders'?|partners'?|company's|firm's|practice's|group's|board's|business's|capital|operating) )\bbudget\b(?!\s+(?:projects?|projected|forecasts?|shows?|calls for|assumes?)\b)|\bneeds? about\b|\blives? on\b|\blived on\b|\bliving on\b|\bwithdraw\w*\b/g,
  },
  {
    kind: "lifeInsurance",
    re: /\blife insurance\b|\blife ins\b\.?|\bgroup (?:term )?life\b|(?<=^\s*(?:[-•*]\s*)?)life(?=\s*[:=])|\b\d{1,2}[-\s]?(?:yr|year)[-\s]term\b|\blevel term\b|\bterm(?=\s+(?:on|for)\s+(?:him|her|[a-z]+)\b)|\bterm (?:life|policy|insurance)\b|\bdeath benefit\b|\bwhole life\b|\buniversal life\b|\bgul\b|\bvul\b|\bface (?:amount|value)\b|\bcoverage\b|\bpolicy\b|\bpolicies\b/g,
  },
  {
    kind: "ignore",
    re: /\blump[-\s]sum\b|\bpremiums?\b|\btuition\b|\bfees?\b|\bcosts?\b(?! of living)|\btax(?:es)?\b|\bpayments?\b|\bgifts?\b|\b(?:will|to|expects? to|could|may|might|stands? to) inherit\b|\bfuture inheritance\b|\bexpects? to receive\b|\bcapital gains?\b|\bgains?\b|\bloss(?:es)?\b|\bexemption\b|\bexclusion\b|\bdeductions?\b|\bthreshold\b|\blimit\b|\bwrite-?off\b|\bdeductible\b|\bcontribut\w*\b|\bumbrella\b|\be&o\b|\berrors (?:and|&) omissions\b|\bmalpractice\b|\bd&o\b|\bliability (?:coverage|limits?|policy|insurance)\b|\bpolicy limits?\b|\bshelter(?:s|ing)?\b|\b(?:sock|put)(?:s|ting)? away\b|\bput(?:s|ting)? in\b(?=\s*(?:about\s+|up to\s+|another\s+|~)?\$?\s*$)|\bdefer(?:s|ring)?\b|\bmatch\b|\bcatch[-\s]?ups?\b|\bper share\b|\bstrike\b|\bsettlement\b|\blawsuit\b|\bjudgment\b|\bclaim\b|\bbudgeted\b|\brent(?:s)? (?:of|is|at)\b|\brenting\b(?![^.;$]{0,20}\b(?:out|it out|them out)\b)|\bpay(?:s|ing)? (?:\w+ )?rent\b|\bfmv\b|\bcapped at\b|(?<!\b(?:goes|went|going|gone|rose|rise|rises|jumped|jumps|bumped|moved|moves|comes|came|grew|grow|grows|is|was|will be|be)\s)\bup to\b(?=\s*(?:about\s+|~)?$)|\bcaps? (?:out )?at\b|\bmax(?:es)? out at\b|\b(?:alimony|child support|support) paid\b|\bconver(?:ted|ting|sions?)\b/g,
  },
  {
    kind: "otherAsset",
    re: /\b529s?\b|\bcollege (?:fund|savings)\b|\bhsa\b|\bart(?: collection)?\b|\bcollectibles?\b|\bgold\b|\bjewelry\b|\bcars?\b|\bboat\b|\bplane\b|\bannuit(?:y|ies)\b|\bcash value\b|\bnotes? receivable\b|\bmachinery\b|\b(?:farm |ag |construction )?equipment\b(?!\s+(?:loan|financing|notes?)\b)|\blivestock\b|\binventory\b|\bprivate equity\b|\bhedge funds?\b|\bpe funds?\b|\bvc\b|\bangel\b|\bdeferred comp\b/g,
  },
];

/** A money mention with the cue that says what it is. */
export interface ClassifiedAmount {
  mention: MoneyMention;
  kind: AmountKind;
  /** Span of the cue, for the quote. */
  cueStart: number;
  cueEnd: number;
  /** Part of the amount before it ("of which", "including"). */
  subsetOf: ClassifiedAmount | null;
  /** "total", "combined", "in all": replaces, not adds to, the other amounts of its kind. */
  total: boolean;
  /** "now", "current", "today" vs "was", "in 2019", "last year". */
  current: boolean;
  past: boolean;
  /** Words of a third party ("her son earns", "his mother's estate"). */
  thirdParty: boolean;
  negated: boolean;
  /** The sentence it sits in. */
  sentence: Sentence;
}

/** A policy's benefit spoken of: what disability or care insurance would pay, not what the client earns. */
const INSURED_BENEFIT =
  /\b(?:ltd|std|group (?:ltd|disability)|disability (?:insurance|policy|coverage|quotes?)|di (?:policy|quotes?|coverage)|own[- ]occupation|long-term care (?:insurance|policy)|ltc (?:policy|insurance))\b[^.;]{0,80}\b(?:replaces?|would pay|pays up to|covers?|coverage|target|quotes?|benefit)\b|\b(?:target|monthly|maximum)\s+(?:~|about\s+)?\$[\d,.]+\s*[km]?\s*(?:\/|a |per )\s*(?:mo|month|yr|year)\w*\s+benefit\b|\b(?:ltc|long-term care|linked[- ]benefit|hybrid|disability)\b[^.;]{0,80}?(?:~|about\s+)?\$[\d,.]+(?:\s*-\s*[\d,.]+)?\s*[km]?\s*(?:\/|a |per )\s*(?:mo|month|yr|year)\w*\s+benefit\b|\b(?:ltd|std|disability|di)\b[^.;]{0,40}\b(?:caps?|capped|max(?:es)?(?: out)?|limits?)\b|\b(?:riders?|own[- ]occ\w*)\b[^.]{0,80}\btarget\b/i;
/** A list heading naming income: "Income (2026)", "INCOME", "Income sources:". */
const INCOME_HEADING = /^\s*(?:current\s+|household\s+|annual\s+|retirement\s+)?income\b[^:\n]{0,30}:?\s*$/i;

/** A heading of the household's giving ("CHARITABLE", "Giving:", "Donations"). */
const GIVING_HEADING =
  /^\s*(?:[-\u2022*]\s*)?(?:charitable(?: giving| intent)?|charity|giving|donations|philanthropy|tithing)\s*:?\s*$/i;

/**
 * The heading a line holding `offset` sits under: when the line is indented, the nearest line above
 * it (at most 6 up) that is less indented and not blank; else null.
 */
function headingAbove(source: string, offset: number): string | null {
  const lineStart = lineStartAt(source, offset);
  const depth = /^[ \t]*/.exec(source.slice(lineStart, offset))?.[0].length ?? 0;
  if (depth === 0) return null;
  let end = lineStart - 1;
  for (let i = 0; i < 6 && end > 0; i++) {
    const start = lineStartAt(source, end);
    const line = source.slice(start, end);
    if (line.trim() !== "" && (/^[ \t]*/.exec(line)?.[0].length ?? 0) < depth) return line;
    end = start - 1;
  }
  return null;
}

/** Words of a cost around a yearly or monthly figure: it is money going out, not income. */
const COST_NEAR =
  /\b(?:premiums?|tuition|mortgage|memory care|nursing homes?|assisted living|skilled nursing|(?:care|nursing|facility) (?:costs?|bills?|runs|is)|costs? (?:us|him|her|them|me)|out of pocket|throw\w* away|wast(?:e|es|ed|ing)|pour\w* into|fees?|dues|insurance (?:costs?|runs|is))\b/i;
const SUBSET_BEFORE =
  /(?:\bof which|\bincluding|\bincl\.?|\bwhich includes|\bout of which|\bwithin (?:that|it|which)|\bincludes|\bpart of (?:that|it|which)|\b(?:that|which) includes|\(\s*(?:incl\.?|including))\s*(?:about|approx\.?|roughly|~|≈|around)?\s*\$?\s*$/i;
const TOTAL_NEAR =
  /=\s*$|\b(?:total|totals|totaling|combined|in all|altogether|overall|aggregate|all in|all-in|in total|between them|between (?:the two of )?you|for the two of you|together)\b/i;
const CURRENT_NEAR =
  /\b(?:now|currently|current|curr|today|as of (?:today|now|this)|at present|presently|this year)\b/i;
const PAST_NEAR =
  /\b(?:was|were|used to|last year|prior(?: year)?(?! (?:employer|job|company|firm|plan|practice|marriage|spouse|husband|wife)\b)|previous(?:ly)?(?! (?:employer|job|company|firm|plan|practice|marriage|spouse|husband|wife)\b)|at the time|back in|in (?:19|20)\d{2}|(?:19|20)\d{2}\b)/i;
/**
 * "118k '25", "$410K (2024)", "$2.1M in 2023", "the $510K I gave you was 2025": a year written right
 * after the amount, or said of it in the clause after it, before this one.
 */
function yearAfterIsPast(after: string, asOfYear: number): boolean {
  // "I invoiced thirty-one thousand last year. This year it's running light": the words right
  // after date it, when this year's figure follows (alone, last year's figure is the run rate).
  if (/^\s*(?:in\s+|for\s+)?(?:last year|the year before|the prior year)\b[^$]{0,12}\bthis year\b/i.test(after))
    return true;
  // "~$290,000 (2025 was $305K; 2026 projected $290K)": a year opening a statement of its own in
  // the brackets dates that statement, not the amount before it.
  const m =
    /^\s*\(?\s*(?:in\s+|for\s+(?:tax\s+year\s+)?)?(?:['\u2019](\d{2})|((?:19|20)\d{2}))\b(?!\s*(?:was|were|is|:|=|projected|budget|forecast|est)\b)(?![^)\n]{0,12}\$)/.exec(
      after,
    );
  if (m) {
    const year = m[1] ? 2000 + Number(m[1]) : Number(m[2]);
    return year < asOfYear;
  }
  // "the $510K I gave you was 2025": the clause after the amount says which year it was.
  const was =
    /^[^.;,$\d]{0,25}?\b(?:was|were|is|was for|is for|was from|covers|covered)\s+(?:for\s+)?(?:tax\s+year\s+|fy\s*)?((?:19|20)\d{2})\b(?!\s*(?:projected|budget|forecast|est))/i.exec(
      after,
    );
  return was !== null && Number(was[1]) < asOfYear;
}

/**
 * `text` without the date of a retirement ("retired from teaching in 2023 with a pension of
 * $3,100 a month": the year dates the retirement, not the pension that follows it), each replaced
 * by a space.
 */
function withoutRetirementDate(text: string): string {
  return text.replace(
    /\bretired\b[^.;$\d]{0,40}?\b(?:in\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\b/gi,
    " ",
  );
}

/** Words that date an amount to the past; a year counts only when it is before `asOfYear` ("2026 income" is current). */
function isPast(text: string, asOfYear: number): boolean {
  // "(from father, d. 2024)", "married 2015", "born 1961": a year that dates an event of a person,
  // not the amount.
  const words = text.replace(
    /\b(?:d\.|died|passed(?: away)?|death|born|b\.|married|divorced|widowed|since|founded|started|built|inherited|rolled(?:\s+over)?|opened|established|set up)\s*(?:in\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?['\u2019]?(?:(?:19|20)\d{2}|\d{2})\b/gi,
    " ",
  );
  // "Social Security (switched to survivor benefit 08/2025): $2,980/mo": a bracket dating an event
  // of the payment, not the figure.
  const bracketed = words.replace(
    /\([^()]*\b(?:switched|started|began|begun|changed|converted|claimed|effective|since|elected|kicked in)\b[^()]*\)/gi,
    " ",
  );
  // "My Social Security started last year: $3,850 a month": when a payment began, not when it was paid.
  // "a bonus, which this year was $22,000": "was" of this year's figure is this year's.
  const begun = bracketed
    .replace(/\b(?:started|began|begun|kicked in|commenced)\s+(?:(?:in|at)\s+)?last year\b/gi, " ")
    .replace(/\bthis (?:year|month|quarter),?\s+(?:was|came to|came in at)\b/gi, " ");
  // "net ~118k '25": an apostrophe year before this one dates the amount.
  const short = /['\u2019](\d{2})\b/.exec(begun);
  if (short && 2000 + Number(short[1]) < asOfYear) return true;
  const m = PAST_NEAR.exec(begun);
  if (!m) return false;
  const year = /^(?:in )?((?:19|20)\d{2})$/.exec(m[0])?.[1];
  if (year === undefined) return true;
  if (Number(year) < asOfYear) return true;
  // Another past word in the same words still dates it.
  return PAST_NEAR.test(begun.replace(/\b(?:in )?(?:19|20)\d{2}\b/g, ""));
}

const THIRD_PARTY =
  /\b(?:(?:mother|father|brother|sister|son|daughter)-in-law|son|daughter|kids?|children|child|mother|mom|father|dad|parents?|brother|sister|sibling|in-laws?|nephew|niece|business partner|(?<!\b(?:is|was|as|became|made|named|i['\u2019]m|she['\u2019]s|he['\u2019]s) (?:a |an |the )?(?:equity |senior |managing |founding |name |junior |non-equity |full )?)partners? (?:at|in) (?:the|his|her|their) (?:firm|practice|company|business|group)|co-?founders?|grand(?:son|daughter|kids?|children)|ex-?(?:wife|husband|spouse|partner)|(?<=\b(?:my|his|her|their|the)\s|^\s*(?:[-•*]\s*)?)ex(?=,|\s)|friend|uncle|aunt|cousin)(?:'s)?\b/i;
const THIRD_PARTY_ALL = new RegExp(THIRD_PARTY.source, "gi");
/** A line of the adviser's in a transcript: "AD: Work and income.", "ADVISER: Savings?". */
/** A speaker label for the adviser ("AD", "Advisor", "Planner"). */
const ADVISER_NAME = /^(?:ad|adv|adviser|advisor|planner|q|interviewer|fa|me)$/i;
const ADVISER_PROMPT = /^\s*(?:ad|adv|adviser|advisor|planner|q|interviewer|fa)\s*:/i;
/** Words for an occupation or a job held (an alternation, lowercase; matched case-insensitively). */
export const OCCUPATION_WORDS = String.raw`admin(?:istrator)?|manager|director|engineer|swe|nurse|rn|np|teacher|professor|physician|doctor|surgeon|dentist|attorney|lawyer|accountant|consultant|designer|analyst|developer|programmer|executive|exec|vp|svp|ceo|cfo|coo|cto|sales(?:man|woman|person)?|realtor|pharmacist|therapist|librarian|officer|supervisor|technician|tech|electrician|plumber|pipefitter|contractor|architect|banker|trader|pilot|paralegal|hygienist|clerk|coordinator|specialist|scientist|researcher|employee|employed|associate|my job|works (?:at|for|as)|works (?:part|full)[-\s]time|part[-\s]time|full[-\s]time|translator|interpreter|job at|teach(?:es|ing)?|counselor|social worker|software|chef|driver|mechanic|firefighter|police|psychologist|psychiatrist|veterinarian|optometrist|chiropractor|radiologist|anesthesiologist|hospitalist|nursing|faculty|lecturer|writer|editor|artist|photographer|dental|medical|bookkeeper|underwriter|actuary|adjuster|broker|recruiter|paramedic|machinist|welder|lineman|foreman|superintendent|principal|instructor|coach|pastor|minister|[a-z]+(?:ician|ologist|iatrist|ology)`;
/** An occupation in a line about a person: an amount with no cue of its own beside it is the pay. */
export const OCCUPATION = new RegExp(`\\b(?:${OCCUPATION_WORDS})\\b`, "i");
/**
 * The pronouns that refer back to a third party of the word's gender ("mother" → she/her, "son
 * Nick" → he/his by the family word `before` the name); for a
 * name ("Jen asked me whether she should roll her 401(k)"), the pronouns of the one gender the
 * words after it (`after`) use, when they use only one and as a subject; else none.
 */
function genderPronoun(word: string, after = "", before = ""): RegExp {
  let g = genderOf(word);
  // "Our son Nick (31) keeps asking about his $120,000 401(k)": the family word before the name.
  const family = /\b([a-z]+)\s+$/i.exec(before)?.[1];
  if (g === null && family !== undefined) g = genderOf(family);
  if (g === null && /^[A-Z][a-z]+$/.test(word)) {
    // The subject pronoun says it ("Chris pays her" has none: "her" is someone else).
    const f = /\bshe\b/i.test(after);
    const m = /\bhe\b/i.test(after);
    g =
      f && !m && !/\b(?:he|him|his)\b/i.test(after)
        ? "f"
        : m && !f && !/\b(?:she|her|hers)\b/i.test(after)
          ? "m"
          : null;
  }
  return g === "f" ? /\b(?:she|her|hers)\b/gi : g === "m" ? /\b(?:he|him|his)\b/gi : /(?!)/g;
}

/** The gender a third-party word names ("mother" f, "grandson" m), or null ("friend", a name). */
function genderOf(word: string): "f" | "m" | null {
  const w = word.toLowerCase();
  if (/^(?:mother|mom|sister|daughter|aunt|niece|grand(?:daughter|mother|ma))/.test(w)) return "f";
  if (/^(?:father|dad|brother|son|uncle|nephew|grand(?:son|father|pa))/.test(w)) return "m";
  return null;
}
/** A third party followed by a clause about them: "her dad, who moved in with us". */
const THIRD_PARTY_WHO = new RegExp(
  `(?:${THIRD_PARTY.source}),?\\s+who\\b(?![^.;]*\\b(?:we|our|us)\\b[^.;]*\\b(?:support|help|pay)\\b)`,
  "i",
);
const CLIENT_WORDS =
  /\b(?:client|he|she|they|his|her|their|himself|herself|themselves|husband|wife|spouse|partner|couple|household|family|my|our)\b|\b(?:pays?|paid|sends?|sent|gives?|gave)\s+(?:me|us)\b/i;

/** A parent named by a child ("Dad", "my mother"). */
const PARENT_WORD = /\b(?:dad|mom|mum|father|mother|parents)\b/i;

/** Words that make "<Relative>'s …" the name of an institution: "Children's Hospital", "Children's of Alabama". */
const ORGANIZATION_AFTER =
  /^[A-Z][a-z]*['\u2019]s\s+(?:of\s+[A-Z]|(?:Hospital|Health|Healthcare|Medical|Mercy|National|Center|Centre|Clinic|Museum|Foundation|Place|Home|Specialty|Research|Theatre|Theater|Choice|Wear)\b)/;

/**
 * Whether the relative's word at `index` of `text` is part of an organization's name (a capitalized
 * "Children's" after another capitalized word, "Boston Children's", or one followed by an
 * institution's word, "Children's Hospital", "Children's of Alabama"), not a person.
 */
function isOrganizationName(text: string, index: number): boolean {
  const rest = text.slice(index, index + 60);
  if (ORGANIZATION_AFTER.test(rest)) return true;
  return (
    /^Children['\u2019]s\b/.test(rest) &&
    /\b(?!The\b|A\b|An\b|My\b|Our\b|His\b|Her\b|Their\b)[A-Z][\w.]*\s+$/.test(
      text.slice(Math.max(0, index - 30), index),
    )
  );
}

/** Where a third party is named: [index, end) in the text searched. */
interface Named {
  index: number;
  end: number;
}

/**
 * The last third party named as the subject of the words before an amount ("her son earns",
 * "his mother's estate"), not as an object ("inherited from her father", "gifts to the kids").
 * @param named the names of third parties read from the notes (whole words, case as written).
 */
function thirdPartySubject(before: string, named: PhraseMatcher | null = null, parentIsClient = false): Named | null {
  let last: Named | null = null;
  const found: Named[] = [
    ...allMatches(THIRD_PARTY_ALL, before)
      // A child calling about a parent: "Dad's total" is the client's.
      .filter((m) => !(parentIsClient && PARENT_WORD.test(m[0])))
      // "Pediatrician, Children's of Alabama", "Boston Children's Hospital": an employer's name.
      .filter((m) => !isOrganizationName(before, m.index))
      .map((m) => ({ index: m.index, end: m.index + m[0].length })),
    ...(named ? named.matchAll(before) : []),
  ].sort((a, b) => a.index - b.index);
  for (const m of found) {
    const lead = before.slice(Math.max(0, m.index - 24), m.index);
    // "Co-founder (25%) of a startup", "She is a co-founder": the client's own role, not a third party.
    if (
      /^co-?founder/i.test(before.slice(m.index, m.end)) &&
      /(?:^\s*(?:[-•*]\s*)?|\b(?:is|was|as)\s+(?:a|the|one)\s+|\b(?:he|she|i)\s+(?:co-?founded|is)\s*)$/i.test(lead)
    )
      continue;
    if (
      /\b(?:from|to|for|with|by|of|and|than|like|between|among|toward|towards|each|no|zero|without|any|before|after|since|until)\s+(?:(?:his|her|their|the|a|an|each|both|all|two|three)\s+)*$/i.test(
        lead,
      )
    )
      continue;
    last = m;
  }
  return last;
}

/** Distance score of a cue from an amount: lower is closer; crossing a comma or a semicolon costs. */
function gapScore(rawGap: string, cueAfter: boolean): number {
  // A parenthetical between a cue and its amount is transparent: "practice (S corporation) worth $2.5M";
  // so is a parenthesis opening right before the amount: "the building ($1.8M".
  const gap = rawGap.replace(/\([^()]*\)/g, " ").replace(cueAfter ? /^\s*\)/ : /\(\s*$/, " ");
  const words = gap.trim() === "" ? 0 : gap.trim().split(/\s+/).length;
  let score = words + (cueAfter ? 0.5 : 0);
  // "Farm income swings from year to year; in a good year it reaches about $350,000": after a
  // semicolon, "it" picks up the subject of the clause before.
  if (
    !cueAfter &&
    /;[^;]*\b(?:(?:it|this|that)(?:'s|\u2019s|\s+(?:\w+\s+){0,2}(?:reaches|is|was|runs|comes to|totals|averages|tops|hits))|(?:figured|figures|put|puts|has|had|estimated?|estimates|pegged|pegs|calculated|calculates)\s+it\s+(?:at|to be|around|about))\b[^;]*$/.test(
      gap,
    )
  )
    score += 4;
  // "EARNED INCOME - HIM 220K": a dash after a label, with at most whose it is, binds like a colon.
  else if (!cueAfter && /^\s*(?:[a-z]+\s+)?[-–—]\s*(?:him|her|his|hers|h|w|client|spouse)?\s*$/i.test(gap)) score -= 1;
  // "IRA - Carol: $640,000", "Residence - Scottsdale: $2.1M": a CRM label whose dash names whose or where.
  else if (!cueAfter && /^\s*[-–—]\s*(?:[\w'.]+\s*){1,3}[:=]\s*$/.test(gap)) score -= 1;
  // "North Park fourplex - FMV ~$2.1M": a dash then a word for value binds like a colon.
  else if (
    !cueAfter &&
    /^\s*[-–—]\s*(?:fmv|fair market value|market value|value|valued at|worth|appraised(?: at)?|est\.?|estimated)\s*[:=]?\s*(?:about|around|approx\.?|~)?\s*$/i.test(
      gap,
    )
  )
    score -= 1;
  // "The 401(k) - I have $640,000": the adviser's figure for the account the dash names.
  else if (
    !cueAfter &&
    /^\s*[-–—]\s*(?:i have|i've got|i show|i see|we have|i had|i've)\s*(?:it at\s*)?(?:about|around|~)?\s*$/i.test(gap)
  )
    score -= 1;
  // "House in Bellevue (Somerset) - maybe $1.55M?", "Condo in Naples - $900K": the dash after where
  // the item is binds like a label.
  else if (
    !cueAfter &&
    /^\s*(?:in|on|at|near|by)\s+[\w'.]+(?:\s+[\w'.]+){0,2}\s*[-–—]\s*(?:maybe|probably|about|around|approx\.?|roughly|~|est\.?)?\s*$/i.test(
      gap,
    )
  )
    score += 1;
  // "24-unit apt bldg, Murfreesboro, closed 2/12/26 - $4.2M", "the house Tom bought after his
  // divorce - worth about $925k": an item's description, then a dash and its value, with nothing
  // else in between that could be valued.
  else if (
    !cueAfter &&
    /^[^;|$]{0,60}?\s[-–—]\s*(?:(?:worth|valued at|value|fmv)\s+)?(?:~|≈|about|approx\.?|roughly)?\s*$/.test(gap) &&
    !/[;|]|\s[-–—]\s[\s\S]*\s[-–—]\s/.test(gap)
  )
    score += 8;
  // "the bonus in December - it's been sixty thousand", "the same house in Newton since 1988 - we
  // think it's worth about $1.6 million": "it" after the dash is the noun before it.
  else if (
    !cueAfter &&
    /^[^;|]{0,30}\s[-–—]\s*(?:(?:we|i) (?:think|figure|guess|believe)\s+)?(?:it(?:'s|\u2019s| is| was| has been)|that(?:'s|\u2019s| is| was))\s+(?:probably\s+|now\s+)?(?:been\s+|worth\s+)?(?:about|around|roughly|~)?\s*$/i.test(
      gap,
    )
  )
    score += 6;
  else if (/[;|]|\s-\s|\s–\s|\s—\s/.test(gap)) score += 30;
  else if (/,/.test(gap)) score += cueAfter ? 12 : 6;
  // "$2.5M and the building": a cue after a coordination names the next item, not this one.
  if (cueAfter && /^\s*,?\s*(?:and|&|plus|as well as|while|but|with|besides)\b/i.test(gap)) score += 8;
  // "$6.5 million now: Jim's IRA, the house…": a colon opens a list of parts, not a label.
  if (cueAfter && /:/.test(gap)) score += 12;
  // "headline $31M, ~85% cash at close": the noun after a percentage is that share's, not the amount's.
  if (cueAfter && /\d\s?%|\bpercent\b/i.test(gap)) score += 30;
  if (/[()]/.test(gap) && !/^\s*\(\s*$/.test(gap)) score += cueAfter ? 10 : 4;
  // "$310k HHI", "$2.5mm in 401k", "$1.2M home": a cue right after the amount binds tightly.
  if (
    cueAfter &&
    /^\s*(?:(?:in|of|on|at|into|across|held in|invested in|sitting in|parked in|tied up in|worth of|for (?:the|a|an|his|her|their)|from)\s+)?(?:(?:his|her|their|the|a|an|its|our|my|two|three|four|both|various|several|joint|combined|total|[a-z]+'s)\s+)?(?:[a-z0-9()-]+\s+)?$/i.test(
      gap,
    )
  )
    score -= 1;
  // "NW: $6M", "401(k) - $1.2M", "income of $310k": a label or "of"/"is" right before binds tightly.
  if (
    !cueAfter &&
    /^\s*(?:[:=]|of|is|are|was|at|around|about|approx\.?|roughly|~|≈|worth|valued at|totals?|totaling|with|has|have|holds?|sitting at|-|\(|)\s*(?:about|approx\.?|roughly|~|≈|around|over|under|nearly|almost|just over|just under)?\s*$/i.test(
      gap,
    )
  )
    score -= 1;
  return score;
}

/** "counting the house", "including the practice": the parts a total counts, never the amount's own cue. */
const INCLUDED_RE =
  /\b(?:not counting|counting|excluding|excl\.?|apart from|aside from|not including|leaving out|without counting)\b(?:(?!\s(?:i|we|he|she|they|i'm|we're|i\u2019m|we\u2019re)\b)[^,;:)$\d]){1,40}|\b(?:outside(?: of)?|beyond|besides|other than) (?:the |our |their |his |her |my )?(?:house|home|residence|condo|practice|business|company|firm|farm|real estate)\b|\b(?:(?:not )?counting|excluding) (?:the |our |their |his |her |my )?(?:house|home|residence|condo|practice|business|company|real estate|retirement accounts?|iras?|401\s?\(?k\)?s?)\b|\b(?:including|incl\.?) (?:the |our |their |his |her |my |[a-z]+'s )?(?:house|home|residence|condo|practice|business|company|shares|stock|stake|equity|interest)\b(?=\s*(?:[,;:)?]|$))/g;

/**
 * "small relative to the balance sheet", "compared with their net worth": what an amount is
 * measured against is not what it is.
 */
const COMPARED_RE =
  /\b(?:relative to|compared (?:to|with)|next to|as a (?:share|percentage|percent|portion|fraction) of|in proportion to)\s+(?:(?:the|their|his|her|our|my|total|overall|whole)\s+)*[a-z-]+(?:\s+(?:sheet|worth|estate|assets|wealth|picture))?/g;

/** "after taxes", "pre-tax": how an amount is measured, not what it is ("take-home $15k a month after taxes"). */
const TAX_QUALIFIER_RE = /\b(?:after|before|net of) tax(?:es)?\b/g;

const blankOut = (w: string) => " ".repeat(w.length);

/** INCLUDED_RE for text as written (any case). */
const INCLUDED_ANY_CASE = new RegExp(INCLUDED_RE.source, "gi");

/** A sentence's texts with the parts that are never an amount's own cue blanked, made once per sentence. */
interface MaskedSentence {
  /** Lowercased, without what a total counts, what an amount is compared with, or a tax qualifier (cues). */
  cues: string;
  /** As written, without what a total counts (third parties a total leaves out). */
  included: string;
}
const MASKED = new WeakMap<Sentence, MaskedSentence>();
function masked(s: Sentence): MaskedSentence {
  let m = MASKED.get(s);
  if (!m) {
    m = {
      cues: s.lower.replace(INCLUDED_RE, blankOut).replace(COMPARED_RE, blankOut).replace(TAX_QUALIFIER_RE, blankOut),
      included: s.text.replace(INCLUDED_ANY_CASE, blankOut),
    };
    MASKED.set(s, m);
  }
  return m;
}

/** "real estate broker", "commercial real estate agent": property words that name a trade, not property. */
const REAL_ESTATE_TRADE =
  /^\s+(?:brokers?|brokerage|agents?|agency|attorneys?|lawyers?|appraisers?|lenders?|lending|sales|developers?|license|licensed|firm|office|career|job|business)\b/;
/** "no mortgage", "without any loan": the words right before a debt said to be absent. */
const ABSENT_BEFORE = /\b(?:no|without|zero)\s+(?:a\s+|any\s+)?$/;

/** The best cue for one amount within its sentence, between its neighbouring amounts. */
function cueFor(
  s: Sentence,
  m: MoneyMention,
  prevEnd: number,
  nextStart: number,
): { kind: AmountKind; start: number; end: number } | null {
  const relStart = m.start - s.start;
  const relEnd = m.end - s.start;
  const beforeFrom = Math.max(prevEnd - s.start, relStart - 80, 0);
  const afterTo = Math.min(nextStart - s.start, relEnd + 50, s.text.length);
  // "All in, counting the house, about 2.1": what a total counts is not what the amount is.
  const lower = masked(s).cues;
  const before = lower.slice(beforeFrom, relStart);
  const after = lower.slice(relEnd, afterTo);
  let best: { kind: AmountKind; start: number; end: number; score: number } | null = null;
  // Each cue is a global expression run with exec (matchAll would copy it for every window).
  const each = (re: RegExp, text: string, visit: (c: RegExpExecArray) => void) => {
    if (text.length === 0) return;
    re.lastIndex = 0;
    for (let c = re.exec(text); c !== null; c = re.exec(text)) {
      visit(c);
      if (c[0].length === 0) re.lastIndex++;
    }
  };
  CUES.forEach((cue, rank) => {
    const isProperty = cue.kind === "realEstate" || cue.kind === "investmentRealEstate";
    each(cue.re, before, (c) => {
      // "my salary - the raise went through in July, so I'm at $138,500 now": where one's pay stands.
      if (
        cue.kind === "netWorth" &&
        /\b(?:i'm|i am|he's|she's)\s+(?:\w+\s+)?at$/.test(c[0]) &&
        /\b(?:salary|pay|raise|wages?|comp|compensation)\b/.test(lower.slice(0, beforeFrom + c.index))
      ) {
        const score = gapScore(before.slice(c.index + c[0].length), false);
        if (!best || score < best.score)
          best = {
            kind: "income",
            start: s.start + beforeFrom + c.index,
            end: s.start + beforeFrom + c.index + c[0].length,
            score,
          };
        return;
      }
      if (isProperty && REAL_ESTATE_TRADE.test(before.slice(c.index + c[0].length, c.index + c[0].length + 20))) return;
      // "They own their home in Sugar Land": a place's name (a capitalized word before "Land") is no land held.
      if (
        cue.kind === "investmentRealEstate" &&
        c[0] === "land" &&
        /\b[A-Z][a-z]+\s+Land$/.test(s.text.slice(0, beforeFrom + c.index + c[0].length))
      )
        return;
      // "the cost basis on the P&G shares in the plan is $185K": the noun a phrase "on …"/"of …" hangs
      // from names the amount; the nouns inside the phrase do not.
      if (
        cue.kind !== "basis" &&
        /\b(?:cost )?basis\s+(?:on|of|for|in)\b[^$\d.;]{0,50}$/i.test(before.slice(0, c.index)) &&
        // "Basis on the duplex ~$165k": the noun right before the figure, too.
        /^(?:[^$\d.;]{0,30}(?:\b(?:is|was|are|were|comes to)\b|=|:))?\s*(?:about|around|roughly|approx\.?|~)?\s*$/i.test(
          before.slice(c.index + c[0].length),
        )
      )
        return;
      // "82nd St bldg - owned via Villarreal Properties LLC, leased to practice. ~$1.1M": the
      // tenant a building is leased to does not name the building's value.
      if (
        cue.kind === "business" &&
        /\bleased (?:out )?to\s+(?:the|his|her|their|our|my)?\s*(?:[a-z&'-]+\s+){0,2}$/.test(
          before.slice(Math.max(0, c.index - 40), c.index),
        )
      )
        return;
      // "My 401(k) at the design firm: $61,000": the employer where an account is held does not
      // name the amount when an account is named before it.
      if (
        cue.kind === "business" &&
        /\b(?:at|with|through|from)\s+(?:the|my|his|her|their|our)\s+(?:[a-z&'-]+\s+){0,2}$/.test(
          before.slice(Math.max(0, c.index - 30), c.index),
        ) &&
        /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457|ira|roth|tsp|pension|retirement plan|profit[-\s]sharing|hsa)\b/.test(
          before.slice(Math.max(0, c.index - 40), c.index),
        )
      )
        return;
      // "CDs outside the IRAs ~$420K": what an amount is outside of is not what it is.
      if (
        /\b(?:outside|apart from|besides|other than|not (?:in|counting)|after(?=\s+the\s+$))\s+(?:of\s+)?(?:the\s+|his\s+|her\s+|their\s+|my\s+|our\s+)?$/i.test(
          before.slice(Math.max(0, c.index - 24), c.index),
        )
      )
        return;
      // "a required distribution from her IRA; the bank figured it at about $9,800": the account a
      // distribution comes from is not what the amount is.
      if (
        cue.kind === "retirement" &&
        (/\b(?:distributions?|withdrawals?|rmds?|draws?)\s+(?:from|out of)\s+(?:(?:her|his|the|their|my|our)\s+)?$/.test(
          before.slice(Math.max(0, c.index - 40), c.index),
        ) ||
          // "RMD 2026 Gerald IRA est. $46,300": the RMD, named with its year and whose account, is the figure.
          /\b(?:rmds?|required minimum distributions?)(?:\s+[\w']+){0,2}\s+$/i.test(
            before.slice(Math.max(0, c.index - 40), c.index),
          ))
      )
        return;
      // "North Park fourplex - FMV ~$2.1M": a fair market value after a dash is the value of the item
      // the dash follows.
      if (c[0] === "fmv" && /\S\s*[-–—|]\s*$/.test(before.slice(Math.max(0, c.index - 4), c.index))) return;
      // "Net rents after expenses, all three: ~$8,000/mo": what a net figure is after is not what it is.
      if (
        cue.kind === "spending" &&
        /\b(?:after|net of|less|minus)\s+(?:all\s+)?$/.test(before.slice(Math.max(0, c.index - 12), c.index))
      )
        return;
      // "House in Buckhead, joint, no mortgage: $1.9M": a debt said to be absent does not claim the
      // amount; the asset named before it does.
      if (cue.kind === "liability" && ABSENT_BEFORE.test(before.slice(Math.max(0, c.index - 12), c.index))) return;
      // "The practice 401(k), I'm at about nine hundred": "I'm at" is where an account stands when
      // the sentence names the account, not the net worth.
      if (
        cue.kind === "netWorth" &&
        /\b(?:i'm|i am|we're|we are|you're|you are|he's|she's)\s+(?:\w+\s+)?at$/.test(c[0]) &&
        /\b(?:401|403|457|ira|iras|roth|tsp|sep|brokerage|pension|account|balance)\b/.test(lower)
      )
        return;
      // "an architect at a firm downtown, 165": a firm someone works at is the employer, not a business owned.
      if (
        cue.kind === "business" &&
        /\b(?:at|for|with)\s+an?\s+(?:[a-z-]+\s+)?$/.test(before.slice(Math.max(0, c.index - 30), c.index)) &&
        OCCUPATION.test(s.text)
      )
        return;
      const gap = before.slice(c.index + c[0].length);
      // The object of "owns", "has", "holds" is what a later "worth $X" describes: "owns the office
      // building the practice rents from her, worth $1.8 million".
      // Not across a coordination: "has a pension plus a 403(b) of about $320K" is the 403(b)'s.
      const owned =
        !/\b(?:plus|and)\b|&/.test(gap) &&
        /\b(?:owns?|owned|has|have|holds?|bought|purchased|inherited|keeps?)\s+(?:(?:a|an|the|his|her|their|its|two|three|separately|also)\s+){0,2}(?:[a-z-]+\s+)?$/.test(
          before.slice(Math.max(0, c.index - 40), c.index),
        );
      // "Residence: Clairemont, San Diego CA - owned, ~$1.05M": a field label opening the line is
      // what the line's one figure is, whatever the words between.
      const fieldLabel =
        /^\s*(?:[-•*]\s*)?$/.test(lower.slice(0, beforeFrom + c.index)) &&
        /^\s*(?:\([^)]{0,30}\))?\s*[:=]/.test(before.slice(c.index + c[0].length)) &&
        !/[;]/.test(gap);
      const score =
        Math.min(gapScore(gap, false), fieldLabel ? 15 : Number.POSITIVE_INFINITY) + rank * 0.001 - (owned ? 4 : 0);
      if (!best || score < best.score)
        best = {
          kind: cue.kind,
          start: s.start + beforeFrom + c.index,
          end: s.start + beforeFrom + c.index + c[0].length,
          score,
        };
    });
    each(cue.re, after, (c) => {
      if (isProperty && REAL_ESTATE_TRADE.test(after.slice(c.index + c[0].length, c.index + c[0].length + 20))) return;
      // "~$1.05M, no loan", "$1,380,000 - no company stock": what is said to be absent does not
      // claim the amount before it.
      if (
        /\b(?:no|without|zero)\s+(?:a\s+|any\s+)?(?:[a-z]+\s+)?$/i.test(after.slice(Math.max(0, c.index - 24), c.index))
      )
        return;
      // "Balance sheet: ~$5.5M net": "net" after a one-off amount is not pay ("$60k a year net" is).
      // ("about $7,000 net for 2026", "$6,400 net this year" are a year's net income.)
      if (
        cue.kind === "income" &&
        /^nets?$/.test(c[0]) &&
        m.period === "once" &&
        !/^\s*(?:for (?:20\d\d|this year|the year)|this year|in 20\d\d)\b/i.test(
          after.slice(c.index + c[0].length, c.index + c[0].length + 20),
        )
      )
        return;
      // "worth about $550k now and they owe roughly $210k": a cue right before the next amount is that amount's.
      const tail = after.slice(c.index + c[0].length);
      // "RMDs on the $1.5M IRA are about $60K": a noun right after the amount is that amount's.
      if (
        after.slice(0, c.index).trim() !== "" &&
        afterTo === nextStart - s.start &&
        nextStart < s.end &&
        /^\s*(?:[:=-]|is|are|was|of|at|about|approx\.?|roughly|around|nearly|almost|over|under|bal\.?|balance|~|\s)*$/.test(
          tail,
        )
      )
        return;
      // "Residence ..... $685,000   mortgage: none": a label after the amount heads a field of its own.
      if (/^\s*[:=]/.test(tail) && after.slice(0, c.index).trim() === "") return;
      const gap = after.slice(0, c.index);
      // "K-1 dist ~$310K (tax + excess)": words of what makes the figure up, in a bracket after it,
      // do not make it a tax or a fee; the label before it names it.
      const composition = cue.kind === "ignore" && /^\s*\(\s*$/.test(gap) && /^[^)]{0,20}[+&]/.test(tail);
      const score = gapScore(gap, true) + rank * 0.001 + (composition ? 10 : 0);
      if (!best || score < best.score)
        best = {
          kind: cue.kind,
          start: s.start + relEnd + c.index,
          end: s.start + relEnd + c.index + c[0].length,
          score,
        };
    });
  });
  const found = best as { kind: AmountKind; start: number; end: number; score: number } | null;
  if (!found || found.score > 20) return null;
  return found;
}

/** The cue a sentence ends on, for a figure `m` said after it (a question, a line's opening). */
function cueAtEnd(s: Sentence, m: MoneyMention): { kind: AmountKind; start: number; end: number } | null {
  return cueFor(s, { ...m, start: s.end, end: s.end }, s.start, s.end);
}

/** A question after the whole of what the household has, in words no cue of the table holds. */
const ASKS_NET_WORTH =
  /\bwhat(?:'s|\s+is|\s+are)?\s+(?:everything|it all|all of it|the whole thing|all that)(?:\s+together)?\s+worth\b|\badd(?:ed|ing)?\s+(?:it|everything|them|that)\s+(?:all\s+)?up\b|\b(?:what|everything)\s+(?:you|they|we)\s+own,?\s+(?:less|minus|after|net of)\s+(?:what\s+)?(?:you|they|we)\s+owe\b|\bleaves?\s+(?:you|you two|you both|them|us)\s+overall\b|\b(?:total|whole|overall|big)\s+picture\b|\ball[-\s]in,?\s+what\b|\bwhat are we talking\b(?=[^?]*\?)|\bhow much (?:are|is)\s+(?:you|you two|you both|everything|it all)\s+worth\b|\bwhere (?:are|do|would) (?:you|you two|you both|the two of you)\b[^?]{0,25}\boverall\b|\b(?:the whole thing|it all|everything|all of it)\s+adds?\s+up\b|\b(?:your|the)\s+(?:total|overall)\s+number\b/i;

/**
 * What a question asks about, for an answer's figure `m`: the cue nearest its end ("What's your net
 * worth?"), else the topic named before a dash ("RB: Net worth - how are you thinking about it?"),
 * else, for a question about "it", the cue of the sentence before it in the same turn of `doc`.
 */
function askedCue(
  doc: ReadText,
  asked: Sentence,
  m: MoneyMention,
): { kind: AmountKind; start: number; end: number } | null {
  // "AN: Basis on the Schwab shares? / CR: It's five-fifty": a question about a basis asks for the
  // basis, whatever holding it names after the word.
  const basis = /\b(?:cost\s+)?basis\b/i.exec(asked.text);
  if (basis)
    return { kind: "basis", start: asked.start + basis.index, end: asked.start + basis.index + basis[0].length };
  const atEnd = cueAtEnd(asked, m);
  if (atEnd) return atEnd;
  // "Ballpark, what's everything worth?", "If you added it all up?", "Where does that leave you
  // overall?": a question after the whole of what the household has asks for the net worth.
  const whole = ASKS_NET_WORTH.exec(asked.text);
  if (whole)
    return { kind: "netWorth", start: asked.start + whole.index, end: asked.start + whole.index + whole[0].length };
  // "MB: And Ron, your pay this year is still seventy-eight? / RON: Seventy-eight.": a question
  // giving the figure to confirm asks about what names that figure.
  const given = [...findMoney(asked.text, asked.start), ...findBareNumbers(asked.text, asked.start)].sort(
    (a, b) => b.start - a.start,
  )[0];
  if (given && /^[^.;!?]{0,12}\?\s*$/.test(doc.source.slice(given.end, asked.end))) {
    const named = cueFor(asked, { ...m, start: given.start, end: given.start }, asked.start, given.start);
    if (named) return named;
  }
  const dash = /\s[-–—]\s/.exec(asked.text);
  if (dash) {
    const at = asked.start + dash.index;
    const found = cueFor(asked, { ...m, start: at, end: at }, asked.start, asked.end);
    if (found) return found;
  }
  // "AVERY: … what happens to the 401(k) when you leave. How much is in it now?": "it" is what the
  // sentence before, in the same turn, names.
  const before = sameLineBefore(doc, asked);
  // "Now the 401(k) … What did the February statement say?": the statement is the account's.
  if (before && /\b(?:it|that|this one|statement|balance|the number)\b/i.test(asked.text)) return cueAtEnd(before, m);
  return null;
}

/**
 * The amount of the line a line is indented under ("- Kessling Savings Plan (401k) total:
 * $1,912,000" over "    - Kessling common stock fund: $846,000"; "Giving: ~$15K/yr by check ->"
 * over "  UI Foundation (music scholarships) $8K"), or null: the nearest amount read on a less
 * indented line within the 8 lines before, every line between indented deeper than it; both lines
 * list items, or the parent a label line (ending in ":" or an arrow, or a field "Label: …").
 */
function indentedParent(source: string, m: MoneyMention, out: readonly ClassifiedAmount[]): ClassifiedAmount | null {
  const indent = (line: string) => /^[ \t]*/.exec(line)?.[0].replace(/\t/g, "    ").length ?? 0;
  const lineStart = lineStartAt(source, m.start);
  const here = source.slice(lineStart, m.start);
  const depth = indent(here);
  if (depth === 0) return null;
  for (let i = out.length - 1; i >= 0; i--) {
    const p = out[i] as ClassifiedAmount;
    const parentStart = lineStartAt(source, p.mention.start);
    if (parentStart === lineStart) continue;
    const between = source.slice(parentStart, lineStart);
    if (between.split("\n").length > 9) return null;
    const parentLine = source.slice(parentStart, source.indexOf("\n", parentStart) >>> 0 || undefined);
    if (indent(parentLine) >= depth) continue;
    const lines = between.split("\n").slice(1);
    if (!lines.every((l) => l.trim() === "" || indent(l) > indent(parentLine))) return null;
    // "Employment: B - retired teacher …\n            L - retired USPS carrier …": a line aligned
    // under the field's value goes on with the field; it is not a part of its amount.
    const valueColumn = /^[ \t]*[^:\n]{1,40}:[ \t]*/.exec(parentLine)?.[0].length ?? -1;
    if (valueColumn === depth) return null;
    const items = /^[ \t]*[-•*o]\s/.test(here) && /^[ \t]*[-•*]\s/.test(parentLine);
    const labelled =
      /^[ \t]*(?:[-•*]\s*)?[A-Za-z][\w .&/'()-]{0,40}:/.test(parentLine) || /(?:->|\u2192|:)\s*$/.test(parentLine);
    return items || labelled ? p : null;
  }
  return null;
}

/** Holdings the client has (accounts, homes, a business) read from sentence `fromIndex` on, counted back from the end. */
function holdingsBefore(out: readonly ClassifiedAmount[], fromIndex: number): number {
  let n = 0;
  for (let i = out.length - 1; i >= 0; i--) {
    const o = out[i] as ClassifiedAmount;
    if (o.sentence.index < fromIndex) break;
    if (!o.thirdParty && HOLDING_KINDS.has(o.kind)) n++;
  }
  return n;
}
const HOLDING_KINDS: ReadonlySet<AmountKind> = new Set<AmountKind>([
  "retirement",
  "taxable",
  "cash",
  "residence",
  "vacationHome",
  "investmentRealEstate",
  "realEstate",
  "business",
]);

/**
 * Whether the question `asked` gave a counted figure equal (within 1%) to `amountUsd`: the answer
 * repeating it confirms it. Reads back from the end of `out` only as far as the question (the
 * amounts are in order), so a long transcript stays linear.
 */
function confirmsAsked(out: readonly ClassifiedAmount[], asked: Sentence, amountUsd: number): boolean {
  for (let i = out.length - 1; i >= 0; i--) {
    const o = out[i] as ClassifiedAmount;
    if (o.sentence.index < asked.index) return false;
    if (
      o.sentence === asked &&
      o.kind !== "ignore" &&
      !o.past &&
      !o.negated &&
      !o.thirdParty &&
      Math.abs(o.mention.amountUsd - amountUsd) <= 0.01 * amountUsd
    )
      return true;
  }
  return false;
}

/**
 * "Net worth" binds to the first amount after it in its sentence (within 90 characters, no other
 * amount between), whatever other cues sit closer: "total net worth including the illiquid stake
 * estimated at $25 million". A "liquid" net worth binds the same way to its own kind.
 * @param classified the amounts of `s`, in order.
 */
function bindNetWorth(s: Sentence, classified: ClassifiedAmount[]): void {
  for (const m of allMatches(/\b(liquid )?(?:net[-\s]?worth|nw)\b/g, s.lower)) {
    const at = s.start + m.index + m[0].length;
    // "Total net worth (incl. business at ~$4M): ~$9M": a figure inside a bracket that opens after
    // the words is a part the bracket names; the figure after the bracket is the net worth.
    const next = classified.find(
      (c) =>
        c.mention.start >= at &&
        !(
          /\([^)]*$/.test(s.text.slice(at - s.start, c.mention.start - s.start)) &&
          classified.some(
            (d) =>
              d.mention.start > c.mention.start &&
              /\)/.test(s.text.slice(c.mention.end - s.start, d.mention.start - s.start)),
          )
        ),
    );
    if (!next || next.mention.start - at > 90) continue;
    next.kind = m[1] ? "liquidNetWorth" : "netWorth";
    next.cueStart = s.start + m.index;
    next.cueEnd = at;
  }
}

/** Words that may sit between a cue and a number said without its unit ("NW, she says, about 7"). */
const FILLER_GAP =
  /^[\s,:;=~\u2248-]*(?:(?:is|are|was|at|of|about|around|roughly|approximately|approx\.?|maybe|probably|say|like|call it|um|uh|so|just|close to|north of|over|under|all in|usually|typically|normally|generally|me|mine|for me|for us|[a-z]+ says|i think|we think|i would say|i'd say|last i (?:looked|checked|saw)|when i last (?:looked|checked)|as of (?:the )?last statement|counting (?:the house|everything)|i'd say|i think|i guess|\(?est(?:\.|imated)?\)?|'s|\u2019s|should (?:come in|be|land|end up)(?: at| around| about)?|comes? in(?: at| around)?|will (?:be|come in)(?: at| around)?|i'd guess|i'd estimate|another|an extra|something like|somewhere around|somewhere|give or take|with|after (?:the |all |our |their )?(?:[a-z']+(?: and | & |, | )?){1,5},|(?:is |it's |its )?(?:paid off|free and clear|mortgage[- ]free|owned outright)|[a-z]+['\u2019]s(?=\s*(?:about|around|roughly|~)?\s*$)|in [a-z]+(?: [a-z]+)?(?: \([a-z .'-]{1,30}\))?(?= (?:is|are|was|at|about|around|worth)|\s*[-\u2013\u2014:])|as(?=\s*["\u201c])|describes? (?:it|her net worth|his net worth|their net worth) as|puts? it at|["\u201c\u201d]|it's|its|it was|that's|(?:last|this) year|we're|they're|you're|you are|she says|he says|they say|they're worth|worth|total|combined|now|currently|between (?:the two of |both of )?(?:us|them)|for (?:the two of |both of )?(?:us|them)|together|accounts?|acct|balance|the (?:[a-z]+ )?one(?: is)?|(?:at|with|in) (?:the |a |an |our |my )?(?:[a-z]+ ){0,2}(?:bank|credit union|cu|brokerage)|(?:at|through|from) (?:the |his |her |my |our |their )?(?:old |former |previous |last |current |new )?(?:company|firm|practice|work|job|plant|office|hospital|district|university|school|employer)|still|since (?:(?:19|20)\d{2}|['\u2019]\d{2})|pays? (?:me|him|her|us|them)|(?:goes|went|jumps?|jumped|rises|rose|bumps?|bumped|moves|moved) (?:up )?to|(?:at|with) (?:fidelity|vanguard|schwab|e\*?trade|merrill(?: lynch)?|morgan stanley|ubs|wells fargo|edward jones|ameriprise|tiaa|principal|empower|jp ?morgan|chase|raymond james|lpl|t\. rowe(?: price)?|betterment|wealthfront|robinhood))[\s,:;~\u2248-]*)*$/i;

/**
 * An answer opening with a name and a comma or dash before its figure ("Vanguard, four-twenty",
 * "Fidelity - about 300"): group 1 is what follows the name. A name is one to three capitalised
 * words; a sentence-opening word that is not a name ("So, about 300") is left to FILLER_GAP.
 */
const NAME_THEN_FIGURE =
  /^\s*(?!(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Yes|Yeah|No|Nope|Right|Well|Okay|OK|So|Oh|Um|Uh|And|But|Sorry|Wait|Maybe|About|Around|Roughly)\b)(?:(?:[A-Z][\w&'.-]*|of|and)\s*){1,4}?(?:,|\s[-\u2013\u2014]|\.{3}|\u2026)\s*(.*)$/;

/** Words right after a figure that take it back at once: "a hundred and - sorry", "One-twelve - no, wait". */
const TAKEN_BACK_AFTER = /^\s*(?:and\s*)?[-–—,]*\s*(?:sorry|no,?\s*wait|wait|I mean)\b/i;

/** A figure the speaker takes back at once: "Two sixty-five - no, wait.", "a hundred and - sorry". */
const TAKEN_BACK =
  /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b)[\w-]*(?:\s*(?:and|a month|a year|per month|per year|a mo|\/mo)\.?)?\s*[-\u2013\u2014,.]*\s*(?:sorry|no[,\s\u2013\u2014-]*wait|wait|I mean|scratch that)\b/i;

/**
 * True when the figure at `at` in `s` is the one a speaker gives after taking back a figure earlier
 * in the same turn, in a clause that is only the figure: "Two sixty-five - no, wait. That's before.
 * …, so it's two-forty now."
 */
function answersAfterTakingBack(doc: ReadText, s: Sentence, at: number): boolean {
  return (
    TAKEN_BACK.test(doc.source.slice(Math.max(lineStartAt(doc.source, s.start), s.start - 400), s.start)) &&
    FILLER_GAP.test(s.lower.slice(0, at - s.start).replace(/^[\s\S]*(?:[,;:]|\bso\b)\s*/, ""))
  );
}

/** A month's name right before a number: "Sep 8", "on March 3". */
const MONTH_BEFORE = new RegExp(`\\b${MONTH_NAME}\\.?\\s+$`, "i");

/** Kinds whose amounts are never under $1,000: a dollar figure of them that small lacks its unit. */
const UNITLESS_KINDS: ReadonlySet<AmountKind> = new Set<AmountKind>([
  "netWorth",
  "liquidNetWorth",
  "totalAssets",
  "retirement",
  "taxable",
  "residence",
  "vacationHome",
  "investmentRealEstate",
  "business",
  "companyValue",
  "salePrice",
]);

/** The scale of a number said without its unit, by what it is: a net worth "about 7" is $7M, a 401(k) "around 640" $640k. */
function bareScale(kind: AmountKind, value: number): number | null {
  switch (kind) {
    case "netWorth":
    case "liquidNetWorth":
    case "business":
    case "companyValue":
    case "salePrice":
      return value < 100 ? 1e6 : 1e3;
    case "retirement":
    case "taxable":
    case "cash":
    case "residence":
    case "vacationHome":
    case "investmentRealEstate":
    case "realEstate":
    case "income":
    case "householdIncome":
    case "spending":
    case "liability":
    case "basis":
      return value < 10 ? 1e6 : 1e3;
    default:
      return null;
  }
}

/**
 * Numbers said or typed without a unit right after a money cue ("401K IS ABOUT 640", "Net worth,
 * she says they're worth around seven", "All in, counting the house, about two-point-one" in
 * answer to a question about net worth), as money at the scale the kind implies. Only filler
 * words may sit between the cue and the number. Returns mentions marked approximate.
 */
function bareAmounts(
  doc: ReadText,
  s: Sentence,
  known: MoneyMention[],
  asked: Sentence | null,
  carried: AmountKind | null = null,
  workBefore = false,
  turnAsked: Sentence | null = null,
): MoneyMention[] {
  const out: MoneyMention[] = [];
  // The kind of the bare number read just before in this sentence, for a revised figure after it.
  let previousBare: { kind: AmountKind; end: number } | null = null;
  // In the order written: a figure may depend on the one before it ("ninety-six … call it one-oh-four").
  const bares = findBareNumbers(s.text, s.start).sort((x, y) => x.start - y.start);
  // "Twelve and a half, thirteen.", "four, four and a half": two figures said as a range, read at
  // its midpoint (the second a little above the first, nothing but a comma or "or" between them).
  for (let i = 0; i + 1 < bares.length; i++) {
    const a = bares[i] as BareNumber;
    const z = bares[i + 1] as BareNumber;
    if (
      !a.exact &&
      !z.exact &&
      z.value > a.value &&
      z.value <= a.value * 1.3 &&
      /^\s*(?:,|or|,\s*or|to|-|\u2013)\s*(?:maybe\s+)?$/i.test(s.text.slice(a.end - s.start, z.start - s.start)) &&
      /^\s*(?:[.;!]|,\s*(?:depend|give or take|something like that|maybe)|$)/i.test(s.text.slice(z.end - s.start))
    ) {
      bares.splice(i, 2, {
        ...a,
        value: (a.value + z.value) / 2,
        text: s.text.slice(a.start - s.start, z.end - s.start),
        end: z.end,
      });
    }
  }
  for (const b of bares) {
    if (known.some((k) => k.start < b.end && k.end > b.start)) continue;
    // "Residence: 88 Pine St #3, Portland": a street number, not money.
    if (
      /^\s+(?:[NSEW]\.?\s+)?(?:[A-Z][a-z]+\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Ln|Lane|Dr|Drive|Blvd|Boulevard|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Cir|Circle|Ter|Terrace|Trl|Trail|Loop|Row|Sq|Square)\b/.test(
        s.text.slice(b.end - s.start, b.end - s.start + 40),
      )
    )
      continue;
    // "I'm at a hundred and - sorry, eighty-eight": a figure the speaker takes back at once.
    if (TAKEN_BACK_AFTER.test(s.text.slice(b.end - s.start, b.end - s.start + 20))) continue;
    // "…about nine-fifty a month. Call it nine-fifty.": the same words said again, to settle on
    // them, are the figure before, not one more.
    if (
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:so,?\s+)?call it\s*$/i.test(s.text.slice(0, b.start - s.start)) &&
      /^\s*[.!]?\s*$/.test(s.text.slice(b.end - s.start)) &&
      sameLineBefore(doc, s)?.lower.includes(b.text.toLowerCase())
    )
      continue;
    // "Four-ten a share": a price per share, not an amount the client holds or earns.
    if (/^\s*(?:a|per|\/)\s*share\b/i.test(s.text.slice(b.end - s.start, b.end - s.start + 12))) continue;
    // "homemaker since '98": a year written with an apostrophe.
    if (/['\u2019]$/.test(s.text.slice(Math.max(0, b.start - s.start - 1), b.start - s.start))) continue;
    // "started Social Security at sixty-six", "retire at 62": an age, not money.
    // "On Tue, Sep 8, 2026 at 9:14 AM … wrote:": a day of a date or a time of day, not money.
    if (
      MONTH_BEFORE.test(s.text.slice(Math.max(0, b.start - s.start - 10), b.start - s.start)) ||
      /^(?:,\s*(?:19|20)\d{2}\b|:\d{2}\b|\s*(?:am|pm|a\.m\.|p\.m\.)\b|(?:st|nd|rd|th)\b)/i.test(
        s.text.slice(b.end - s.start, b.end - s.start + 8),
      )
    )
      continue;
    // "My 401(k)'s at 48", "the IRA is sitting at 640": a balance standing at a figure, not an age.
    const lead = s.text.slice(Math.max(0, b.start - s.start - 24), b.start - s.start);
    if (
      /\b(?:at|age|aged|turned|turns|until|by)\s*(?:~|about|around)?\s*$/i.test(lead.slice(-14)) &&
      !/(?:'s|\u2019s|'m|\u2019m|\b(?:is|are|was|am|sits|sitting|stands|standing|currently|now|right|house|home|condo|cabin|farm|land))\s+at\s*(?:~|about|around)?\s*$/i.test(
        lead,
      )
    )
      continue;
    const probe: MoneyMention = {
      amountUsd: 0,
      text: b.text,
      start: b.start,
      end: b.end,
      period: "once",
      approximate: true,
    };
    let cue = cueFor(s, probe, s.start, b.end);
    // "ADVISOR: What are you both making? / DAN: I'm at about 240 with bonus": "I'm at" says where
    // a figure stands; the question says what it is.
    if (
      cue !== null &&
      asked !== null &&
      cue.kind === "netWorth" &&
      /\b(?:i'm|i am|we're|we are)\s+(?:\w+\s+)?at\b/i.test(s.text.slice(cue.start - s.start, cue.end - s.start))
    ) {
      const q = askedCue(doc, asked, probe);
      if (q && q.kind !== "netWorth") cue = { kind: q.kind, start: b.start, end: b.start };
    }
    // "So around 800 all together with the house": a total's words right after the number name it.
    const totalAfter =
      cue === null &&
      // "980 or so, counting the equity in the house" too.
      (/^\s*(?:or so\s*)?,?\s*(?:(?:all together|altogether|all in|in total|total),?\s+)?(?:with|counting|including)\s+(?:the\s+)?(?:equity in the\s+)?(?:house|home|residence|everything)\b/i.exec(
        s.text.slice(b.end - s.start),
      ) ??
        // "Maybe four-fifty all told.": a sum said with nothing named but "all told" (not a sum of
        // the pay just given: "Base is six-fifty. Plus a bonus, eighty. / So seven-thirty all in.").
        (carried === "income" || carried === "householdIncome"
          ? null
          : // "A bit over five all in - call it 5.2.": the same, settled on a figure after it.
            /^\s*(?:all told|all in)(?=\s*(?:[.!]?\s*$|[-\u2013\u2014,]\s*call it\b))/i.exec(
              s.text.slice(b.end - s.start),
            )));
    // "JORDAN: I teach history at Doherty - seventy-eight five this year.": a figure for this year
    // after the speaker's own occupation is the pay.
    if (
      cue === null &&
      !totalAfter &&
      /\b(?:i|i'm|i am)\b[^.;?]{0,50}$/i.test(s.text.slice(0, b.start - s.start)) &&
      OCCUPATION.test(s.text.slice(0, b.start - s.start)) &&
      /^\s*(?:this year|a year|per year|annually)\b/i.test(s.text.slice(b.end - s.start, b.end - s.start + 16))
    )
      cue = { kind: "income", start: b.start, end: b.start };
    if (totalAfter) cue = { kind: "netWorth", start: b.end, end: b.end + totalAfter[0].length };
    else if (cue && (cue.end > b.start || !FILLER_GAP.test(s.lower.slice(cue.end - s.start, b.start - s.start)))) {
      // "AP: My 401(k) with the group's profit sharing in it, six-ten.": a figure said alone after a
      // comma, closing a sentence that names one holding and holds no other figure, is its value.
      const lead = s.text.slice(cue.end - s.start, b.start - s.start);
      const closing =
        HOLDING_KINDS.has(cue.kind) &&
        cue.end <= b.start &&
        ((b.value >= 10 && b.value < 1000) ||
          (!b.exact && b.value >= 1 && b.value < 10 && !Number.isInteger(b.value))) &&
        // "…, six-ten.", "so it's all one account now - one point nine.": after a comma or a dash.
        /(?:,|\s[-\u2013\u2014])\s*(?:~|about\s+|around\s+|roughly\s+|maybe\s+|call it\s+)?$/i.test(lead) &&
        !/[\d$.;:?!]/.test(lead) &&
        /^\s*(?:k\b)?\s*[.!]?\s*$/.test(s.text.slice(b.end - s.start)) &&
        known.length === 0;
      if (!closing) cue = null;
    }
    // "He has about 900 in the 401k and she has 300 in a 403b": the account named right after.
    const accountAfter =
      /^\s*(?:k\b\s*)?(?:(?:in|into)\s+|[,\u2013\u2014-]\s*)(?:the|his|her|their|a|an|my|our)\s+(?:401\s?\(?k\)?|403\s?\(?b\)?|457|iras?\b|roth|tsp\b|sep\b|rollover)/i.exec(
        s.text.slice(b.end - s.start, b.end - s.start + 40),
      );
    if (!cue && accountAfter) cue = { kind: "retirement", start: b.end, end: b.end + accountAfter[0].length };
    // "a construction firm, 92 base", "310 salary": the pay word right after the number names it.
    const payAfter =
      /^\s*(?:base|salary|w-?2|in salary|in base|gross|a year (?:in )?(?:salary|base|w-?2)|(?:from |in )?(?:tutoring|consulting|freelancing|freelance work|commissions?|tips|side work|overtime|ot|bonus(?:es)?)|(?:a month|a year|monthly|per month)\s+(?:(?:from|in|of)\s+)?(?:social security|ss\b|pension|annuity|alimony))\b/i.exec(
        s.text.slice(b.end - s.start, b.end - s.start + 40),
      );
    // "Staff: 6 W-2 (hygienists …)": a count of employees, not pay.
    if (payAfter && b.value >= 10) cue = { kind: "income", start: b.end, end: b.end + payAfter[0].length };
    // "House maybe 2.2 with 900 owed … and 150 cash": a debt or cash word right after the number.
    const heldAfter =
      /^\s*(?:k\b\s*)?(?:(owed|owing|outstanding|left on (?:it|the mortgage)|still owed|on the mortgage|of debt|in debt)|(cash|in cash|in savings|in the bank|savings))\b/i.exec(
        s.text.slice(b.end - s.start, b.end - s.start + 30),
      );
    if (!cue && heldAfter && b.value >= 1)
      cue = { kind: heldAfter[1] ? "liability" : "cash", start: b.end, end: b.end + heldAfter[0].length };
    // "I'm an ICU nurse at Penn, … so about 79 a year": a yearly figure in a line about someone's work.
    const yearlyAfter = /^\s*(?:a|per|\/)\s*(?:year|yr)\b/i.exec(s.text.slice(b.end - s.start, b.end - s.start + 12));
    if (
      !cue &&
      yearlyAfter &&
      b.value >= 10 &&
      b.value < 1000 &&
      // (The job may be said in the turn's sentence before: "Three days a week, hygienist. Comes to
      // about forty-two a year.")
      (OCCUPATION.test(s.text) ||
        /\b(?:consult\w*|freelanc\w*|contract work|side (?:business|gig|work))\b/i.test(s.text) ||
        OCCUPATION.test(doc.source.slice(lineStartAt(doc.source, s.start), s.start)))
    )
      cue = { kind: "income", start: b.end, end: b.end + yearlyAfter[0].length };
    // "K is an ICU nurse at stanford, ~145 w/ OT", "LUIS: I'm an architect at a firm downtown, 165.":
    // a number closing a line about one person's work, after a comma, is that person's pay.
    if (
      !cue &&
      b.value >= 20 &&
      b.value < 1000 &&
      /,\s*(?:~|about\s+|around\s+|roughly\s+|maybe\s+)?$/i.test(s.text.slice(0, b.start - s.start)) &&
      /^\s*(?:k\b)?\s*(?:(?:w\/|with|incl\.?|including|plus|\+)\s*(?:the\s+|my\s+|his\s+|her\s+)?(?:ot|overtime|bonus(?:es)?|(?:shift\s+)?differentials?|diffs?|commissions?|tips|call pay)\b[^.;,]*)?\s*[.;]?\s*$/i.test(
        s.text.slice(b.end - s.start),
      ) &&
      OCCUPATION.test(s.text) &&
      (PERSON_LINE.test(s.text) || SELF_LINE.test(s.text))
    )
      cue = { kind: "income", start: b.start, end: b.start };
    // "JH: Yep, research administrator at U of M. One-oh-five.": a number said alone right after
    // the same speaker's words about a job is that job's pay.
    const alone = /(?:^|[.;!]\s)\s*(?:~|about\s+|around\s+|roughly\s+|maybe\s+)?$/i.exec(
      s.text.slice(0, b.start - s.start),
    );
    if (
      !cue &&
      alone &&
      (alone.index === 0
        ? workBefore
        : OCCUPATION.test(s.text.slice(0, alone.index)) ||
          // "PATEL: Rachel, you're still at Duke? / RACHEL: Pediatrics, yes. Two-forty-five.": the
          // question was about the job.
          (asked !== null && JOB_QUESTION.test(asked.text))) &&
      b.value >= 20 &&
      b.value < 1000 &&
      // "About ninety this year, it's steady.": the year it is for, and a short remark after it.
      /^\s*(?:k\b)?\s*(?:(?:a|per|\/)\s*(?:year|yr)\b|(?:this|last) year\b)?\s*(?:,\s*(?:it's|it is|that's|pretty|very|fairly|give or take)[^.;$\d]{0,25})?[.;!]?\s*$/i.test(
        s.text.slice(b.end - s.start),
      )
    )
      cue = { kind: "income", start: b.start, end: b.start };
    // "Base is ninety-six, plus shift differentials - call it one-oh-four": the figure after "call
    // it" is the all-in one of the bare figure before it (which it replaces, below).
    if (
      !cue &&
      previousBare !== null &&
      /^[^.$]{0,60}?\bcall it\s*(?:about\s+|around\s+|~)?$/i.test(
        s.text.slice(previousBare.end - s.start, b.start - s.start),
      )
    ) {
      cue = { kind: previousBare.kind, start: b.start, end: b.start };
    }
    // "KM: Judy, the IRA and the Roth? / JUDITH: Two-sixty and forty-five.": two figures said
    // together answer two holdings of the question's kind.
    if (
      !cue &&
      previousBare !== null &&
      HOLDING_KINDS.has(previousBare.kind) &&
      /^\s*(?:and|&)\s*$/i.test(s.text.slice(previousBare.end - s.start, b.start - s.start)) &&
      /^\s*(?:k\b)?\s*[.!]?\s*$/i.test(s.text.slice(b.end - s.start))
    )
      cue = { kind: previousBare.kind, start: b.start, end: b.start };
    // "Bonus last year was 110, they're saying closer to 95 this year": a revised figure after a
    // bare one is of the same kind and scale.
    if (!cue && previousBare !== null && CONTINUATION.test(s.text.slice(previousBare.end - s.start, b.start - s.start)))
      cue = { kind: previousBare.kind, start: b.start, end: b.start };
    // "IRAs: Bill's seven-twenty, Nancy's one-fifty": the next person's figure of the same kind.
    if (
      !cue &&
      previousBare !== null &&
      /^\s*(?:,|;|and|&)\s*(?:and\s+)?[A-Z][a-z]+['\u2019]s\s*(?:about\s+|around\s+|~)?$/.test(
        s.text.slice(previousBare.end - s.start, b.start - s.start),
      )
    )
      cue = { kind: previousBare.kind, start: b.start, end: b.start };
    // "…and the rest comes out as distributions. Last year that was about 310.": "that" is what the
    // sentence before, on the same line, ends on.
    const lineBefore = cue ? undefined : sameLineBefore(doc, s);
    if (!cue && lineBefore) {
      const lead = s.text.slice(0, b.start - s.start).replace(/^\s*[A-Za-z][\w .'-]{0,30}:\s*/, "");
      if (
        /^(?:(?:last|this) year,?\s+)?(?:that|it)\s*(?:was|is|'s|came to|comes to|ran|runs|totaled|totalled|'s got|has got|has|holds)\s*(?:about|around|roughly|~)?\s*$/i.test(
          lead,
        )
      )
        cue = cueAtEnd(lineBefore, probe);
    }
    // "LINDA: The lake cabin on Coeur d'Alene. Six-fifty.": a figure said alone right after a
    // sentence of the same line that names a holding and gives no figure is that holding's value.
    if (
      !cue &&
      lineBefore &&
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:about|around|roughly|maybe|~)?\s*$/i.test(
        s.text.slice(0, b.start - s.start),
      ) &&
      /^\s*(?:k\b)?\s*[.!,]?\s*$/i.test(s.text.slice(b.end - s.start, b.end - s.start + 4).split(/[,.!]/)[0] ?? "") &&
      !/\d|\b(?:hundred|thousand|million|grand)\b/i.test(lineBefore.text)
    ) {
      const named = cueAtEnd(lineBefore, probe);
      if (named && !["income", "householdIncome", "spending", "giving", "netWorth"].includes(named.kind)) cue = named;
    }
    // "HHI: W-2 from group 650 + ASC distributions ~180": bare figures on a line labelled income.
    if (!cue && INCOME_LINE.test(s.text) && b.value >= 10 && b.value < 5000)
      cue = { kind: "income", start: b.start, end: b.start };
    // "AN: How many shares in the Schwab account? / TR: A hundred forty thousand, about.": a count.
    if (!cue && asked && /\bhow many\b/i.test(asked.text)) continue;
    if (!cue && asked) {
      // An answer that starts with the number: "BN: All in, counting the house, about two-point-one."
      // "RICHARD: My rollover is about three point two. Claire's is 400.": another person's one.
      const lead = s.lower
        .slice(0, b.start - s.start)
        .replace(/^\s*[a-z][\w .'-]{0,30}:\s*/, "")
        .replace(/^\s*(?:and\s+)?[a-z]+['\u2019]s\b/, "");
      // "JW: The brokerage - how much? / AP: Vanguard, four-twenty.": the answer may open with the
      // name of the firm or place that holds it, set off by a comma or a dash, before the figure.
      const named =
        /^\s*(?:k\b|grand\b|thousand\b)?\s*(?:[.;!]|$)/i.test(s.text.slice(b.end - s.start)) &&
        NAME_THEN_FIGURE.exec(s.text.slice(0, b.start - s.start).replace(/^\s*[A-Za-z][\w .'-]{0,30}:\s*/, ""));
      // "Value of the house? / AP: We paid one-one, Zillow says one point three five.": the clause
      // giving its value now, after one giving what it cost, answers the question.
      const lastClause = /(?:^|[,;]\s)([^,;]*)$/.exec(lead)?.[1] ?? "";
      if (
        FILLER_GAP.test(lead) ||
        (named && FILLER_GAP.test(named[1]?.toLowerCase() ?? "")) ||
        (PURCHASE_BEFORE.test(lead.slice(0, lead.length - lastClause.length)) &&
          (VALUE_BEFORE.test(lastClause) || FILLER_GAP.test(lastClause)))
      )
        cue = askedCue(doc, asked, probe);
    }
    // "RENEE: 401(k)? / JASON: Two sixty-five - no, wait. That's before. Brooke's QDRO money came
    // out in January, so it's two-forty now.": after a figure taken back, the turn's next figure
    // (in a clause of its own) answers the question instead.
    // The figure said instead keeps the period of the one taken back ("Eleven-eighty a month. No -
    // wait. … It's twelve-ten now.").
    let periodTakenBack: "month" | "year" | null = null;
    if (!cue && !asked && turnAsked && answersAfterTakingBack(doc, s, b.start)) {
      cue = askedCue(doc, turnAsked, probe);
      const said =
        TAKEN_BACK.exec(doc.source.slice(Math.max(lineStartAt(doc.source, s.start), s.start - 400), s.start))?.[0] ??
        "";
      periodTakenBack = /\b(?:a|per) month\b|\/mo\b|\ba mo\b/i.test(said)
        ? "month"
        : /\b(?:a|per) year\b/i.test(said)
          ? "year"
          : null;
    }
    // "About that. And roughly 780 of it is P&G stock.": a part of the amount just named is said
    // at its scale.
    if (
      !cue &&
      carried !== null &&
      /^\s*(?:k|grand|thousand)?\s*of (?:it|that|this|which)\b/i.test(
        s.text.slice(b.end - s.start, b.end - s.start + 24),
      )
    )
      cue = { kind: carried, start: b.end, end: b.end };
    // "My 401(k) at the company is about eight-eighty. Teresa's is two-ten.": the next person's
    // holding of the kind just said.
    if (
      !cue &&
      carried !== null &&
      HOLDING_KINDS.has(carried) &&
      b.value >= 1 &&
      b.value < 1000 &&
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:and\s+)?(?!(?:It|That|This|There|He|She)['’]s)[A-Z][a-z]+['’]s\s+(?:is\s+|was\s+)?(?:about\s+|around\s+|roughly\s+|~)?$/.test(
        s.text.slice(0, b.start - s.start),
      )
    )
      cue = { kind: carried, start: b.start, end: b.start };
    // "His Social Security is twenty-four ten. Mine is thirteen-eighty.": the next person's figure
    // of the income just said.
    if (
      !cue &&
      carried !== null &&
      (carried === "income" || carried === "householdIncome") &&
      b.value >= 10 &&
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:[Aa]nd\s+)?(?:[Mm]ine|[Hh]ers|[Hh]is|[Tt]heirs|(?!(?:It|That|This|There|He|She)['\u2019]s)[A-Z][a-z]+['\u2019]s)(?:['\u2019]s|\s+is|\s+was|\s*:|,)?\s+(?:about\s+|around\s+|roughly\s+|~)?$/.test(
        s.text.slice(0, b.start - s.start),
      )
    )
      cue = { kind: carried, start: b.start, end: b.start };
    // "SUE: Plus my side business, maybe 20." after an answer about pay: one more part of it.
    if (
      carried !== null &&
      (carried === "income" || carried === "householdIncome") &&
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:plus|also|and also|on top of that)\b/i.test(s.text)
    )
      cue = { kind: "income", start: b.start, end: b.start };
    // "K: Three and a half, maybe. / J: You forgot the building. / K: OK, actually closer to 3.8":
    // a corrected figure of the amount said a turn or two before.
    if (
      (!cue || cue.start >= b.end) &&
      carried !== null &&
      carried !== "ignore" &&
      CORRECTION_LEAD.test(s.text.slice(0, b.start - s.start))
    )
      cue = { kind: carried, start: b.start, end: b.start };
    // "my W-2 last year was $438,000, that's everything. This year should be around 460": this
    // year's figure of the amount said just before.
    if (
      !cue &&
      carried !== null &&
      (carried === "income" || carried === "householdIncome") &&
      b.value >= 10 &&
      b.value < 5000 &&
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:and\s+|but\s+|so\s+)?this year(?:,?\s+(?:it\s+|it's\s+|it is\s+)?(?:should be|will be|is|looks like|is tracking|is projected at|projects? to|we expect|i expect|expect|(?:is\s+)?running(?: ahead| behind| higher| lower| hot)?(?:\s*[-–—,]\s*|\s+)call it)|(?:'s|\u2019s| has)\s+been\s+[a-z]+(?:\s*[-–—,]\s*|\s+)(?:we're\s+|i'm\s+|it's\s+)?(?:on pace|on track|pacing|tracking)(?:\s+(?:for|to hit|at))?)\s*(?:to be\s+)?(?:around|about|roughly|maybe|~|closer to)?\s*$/i.test(
        s.text.slice(0, b.start - s.start),
      )
    )
      cue = { kind: carried, start: b.start, end: b.start };
    // "My pension's about four grand a month and Social Security is another three": one more
    // figure of the same unit and period as the one before it.
    const before = known.filter((k) => k.end <= b.start && b.start - k.end <= 60).at(-1);
    if (
      before &&
      b.value < 1000 &&
      /\banother\s*(?:~|about|around)?\s*$/i.test(s.text.slice(before.end - s.start, b.start - s.start)) &&
      before.amountUsd >= 1000
    ) {
      const unit = before.amountUsd >= 1e6 ? 1e6 : 1e3;
      out.push({ ...probe, amountUsd: Math.round(b.value * unit), period: before.period });
      continue;
    }
    // "three million, maybe three and a half with the house": a second figure said right after
    // one with its unit, as an alternative, is at the same scale.
    if (!cue) {
      const first = known.filter((k) => k.end <= b.start && b.start - k.end <= 16).at(-1);
      const scale = first ? (first.amountUsd >= 1e6 ? 1e6 : first.amountUsd >= 1e3 ? 1e3 : null) : null;
      if (
        first &&
        scale !== null &&
        b.value < 1000 &&
        /^[\s,]*(?:maybe|or|to|possibly|perhaps|probably|more like|closer to)\s*$/i.test(
          s.text.slice(first.end - s.start, b.start - s.start),
        ) &&
        b.value * scale > first.amountUsd * 0.3 &&
        b.value * scale < first.amountUsd * 3
      )
        out.push({ ...probe, amountUsd: Math.round(b.value * scale) });
      continue;
    }
    // "Last 409A was eleven something": a price per share, not what the company is worth.
    if (cue.kind === "companyValue" && /409a/i.test(s.text.slice(cue.start - s.start, cue.end - s.start))) continue;
    // "TB: Sixty a year, plus my house": a figure a year (or a month) is a flow, never a balance
    // at a balance's scale; it is read as pay at the thousands.
    const perPeriod = /^\s*(?:k\b\s*)?(?:a|per|\/)\s*(year|yr|month|mo)\b/i.exec(
      s.text.slice(b.end - s.start, b.end - s.start + 14),
    );
    const flowKind: AmountKind =
      perPeriod && !["income", "householdIncome", "spending", "giving", "ignore"].includes(cue.kind)
        ? "income"
        : cue.kind;
    // "she nets me about nine-fifty a month": a hundreds figure a month is dollars; at the
    // thousands it would be $950,000 a month.
    // "And the small Social Security? / Six-forty.": a benefit in the hundreds is dollars a month;
    // no one's Social Security is $640,000.
    const benefitSized =
      !b.exact &&
      !perPeriod &&
      flowKind === "income" &&
      b.value >= 300 &&
      b.value < 5000 &&
      /\b(?:social security|ss|ssi|ssdi|pension)\b/i.test(doc.source.slice(cue.start, cue.end));
    const scale =
      b.exact || benefitSized || (perPeriod && /^mo/i.test(perPeriod[1] ?? "") && b.value >= 250 && b.value < 1000)
        ? 1
        : bareScale(flowKind, b.value);
    if (scale === null) continue;
    out.push({
      ...probe,
      amountUsd: Math.round(b.value * scale),
      ...(perPeriod
        ? {
            end: b.end + perPeriod[0].length,
            text: s.text.slice(b.start - s.start, b.end - s.start + perPeriod[0].length),
            period: /^mo/i.test(perPeriod[1] ?? "") ? ("month" as const) : ("year" as const),
          }
        : periodTakenBack || benefitSized
          ? { period: periodTakenBack ?? ("month" as const) }
          : {}),
    });
    previousBare = { kind: flowKind, end: b.end };
  }
  return out;
}

/**
 * "KM: … what do you figure you're worth, all in? / ARNE: About three-eight. / JUDITH: That's
 * without the cabin, Arne. … With the cabin it's four-two and change.": the total said again with
 * a holding added, after a question about the net worth, is the net worth.
 */
function totalWithHolding(doc: ReadText, s: Sentence, at: number): boolean {
  return (
    /\b(?:with|counting|including|plus)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?,?\s+(?:it's|it is|that's|that is|we're|we are|you're|you are|it comes to)\s*(?:about\s+|around\s+|closer to\s+|more like\s+)?\$?$/i.test(
      s.text.slice(0, at - s.start),
    ) &&
    (/\b(?:net worth|worth|all in|all told)\b[^\n]{0,80}\?/i.test(
      doc.source.slice(Math.max(0, s.start - 400), s.start),
    ) ||
      // 'Walt said "we're about four and a half." Bernadette: "That's without Bethany, Walt. With
      // the beach house it's five-two."': the total said just before, without the holding.
      /\b(?:we're|we are|they're|they are|i'm|i am)\s+(?:about|around|at|worth|roughly)\b[^\n]{0,120}\bwithout\b/i.test(
        doc.source.slice(Math.max(0, s.start - 250), s.start + (at - s.start)),
      ))
  );
}

/** "…that twelve thousand could go straight from the IRA to the church": money moving out of an account. */
const MOVED_OUT_AFTER =
  /^\s*(?:k\b\s*)?(?:(?:a|per)\s+(?:year|month)\s+)?(?:could|would|can|will|should|might|to|that)?\s*(?:go|goes|come|comes|be (?:paid|sent|taken|given|moved|distributed|withdrawn|drawn))\s+(?:straight\s+|directly\s+|right\s+)?(?:from|out of)\s+(?:the|her|his|their|my|our|your)\b/i;

/** "The shop cleared $74K", "the practice netted $410K": a business's profit for a period. */
const PROFIT_BETWEEN =
  /^\s*(?:[\w'-]+\s+){0,2}?(?:cleared|clears|netted|nets|profited|made|makes|earned|earns|brought in|brings in|threw off|throws off|generated|generates|kicked off|kicks off)\b[^.;$\d]{0,20}$/i;

/**
 * "The shop cleared $74K in 2025": what a business cleared or netted is its profit, a flow, never
 * the value of the business. It is left out of the business value. Mutates `amounts`.
 */
function profitNotValue(amounts: ClassifiedAmount[], source: string): void {
  for (const a of amounts)
    if (
      (a.kind === "business" || a.kind === "companyValue") &&
      a.cueEnd <= a.mention.start &&
      PROFIT_BETWEEN.test(source.slice(a.cueEnd, a.mention.start))
    )
      a.kind = "ignore";
}

/**
 * "At seventy-nine, that twelve thousand could go straight from the IRA": a sum said to move out of
 * an account is a distribution (a QCD, a withdrawal), not the account's balance. Mutates `amounts`.
 */
function movedOutOfAccounts(amounts: ClassifiedAmount[], source: string): void {
  for (const a of amounts)
    if (a.kind === "retirement" && MOVED_OUT_AFTER.test(source.slice(a.mention.end, a.mention.end + 60)))
      a.kind = "ignore";
}

/** Kinds of real estate the client holds. */
const REAL_ESTATE_KINDS: ReadonlySet<AmountKind> = new Set<AmountKind>([
  "residence",
  "vacationHome",
  "investmentRealEstate",
  "realEstate",
]);
/** Words of a purchase before a figure in its clause: "paid", "bought (it) in 2019 for", "cost us". */
const PURCHASE_BEFORE =
  /\b(?:paid|bought|purchased|purchase price|cost (?:us|him|her|them|me)|closed (?:on it )?(?:at|for))\b[^;$]{0,40}$/i;
/** Words of a value now before a figure in its clause: "worth", "appraised at", "Zillow says". */
const VALUE_BEFORE =
  /\b(?:worth|valued? at|(?:market|current|estimated|est\.?|appraised) value|value (?:is|now|today)|appraised(?: at)?|appraisal|zillow|zestimate|redfin|fmv)\b[^;$\d]{0,25}$/i;
/** A line labelled with the home: "House: …", "- Home: …", "Residence - …". */
const HOME_LABEL =
  /^[ \t>]*(?:[-\u2022*]\s*)?(?:primary\s+)?(?:house|home|residence|condo)\s*(?:\([^)]{0,30}\)\s*)?[:\u2013\u2014-]/i;

/** The kind of property a sentence (with its line's label) is about, by its words, or null. */
function propertyNamed(text: string): AmountKind | null {
  if (/\b(?:vacation|lake|beach|summer|ski|second)\s+(?:home|house|place|condo)\b|\bcabin\b/i.test(text))
    return "vacationHome";
  if (/\brental\b/i.test(text)) return "investmentRealEstate";
  if (
    HOME_LABEL.test(text) ||
    /\b(?:the|our|my|their|his|her)\s+(?:house|home|condo|residence|townhouse)\b/i.test(text)
  )
    return "residence";
  return null;
}

/**
 * "They paid $1.1M for the house, which appraised at $1.35M last month", "House: paid $1.1M in
 * 2019, Zillow says $1.35M": in a sentence about a property the client holds, a figure after words
 * of its purchase is what it cost then (past), and a figure after words of its value now is that
 * property's value (current), whatever cue each figure found. Mutates `amounts`.
 */
function purchaseThenValue(amounts: ClassifiedAmount[], source: string): void {
  let i = 0;
  while (i < amounts.length) {
    const s = (amounts[i] as ClassifiedAmount).sentence;
    let j = i;
    while (j < amounts.length && (amounts[j] as ClassifiedAmount).sentence === s) j++;
    const group = amounts.slice(i, j);
    i = j;
    if (group.length < 2) continue;
    const held = group.find((a) => REAL_ESTATE_KINDS.has(a.kind) && !a.thirdParty);
    const kind: AmountKind | null = held?.kind ?? propertyNamed(source.slice(lineStartAt(source, s.start), s.end));
    if (kind === null) continue;
    let from = s.start;
    const changed: [ClassifiedAmount, "past" | "now"][] = [];
    for (const a of group) {
      const clause =
        source
          .slice(Math.max(from, a.mention.start - 60), a.mention.start)
          .split(/[,;(]\s/)
          .pop() ?? "";
      from = a.mention.end;
      if (a.thirdParty || a.negated || a.kind === "basis") continue;
      if (VALUE_BEFORE.test(clause)) changed.push([a, "now"]);
      else if (PURCHASE_BEFORE.test(clause)) changed.push([a, "past"]);
    }
    // Both a purchase and a value: otherwise the figure after "worth" may be the only one of its
    // kind and needs nothing, and a purchase alone is still the best figure there is.
    if (!changed.some(([, w]) => w === "now") || !changed.some(([, w]) => w === "past")) continue;
    for (const [a, when] of changed) {
      if (a.kind === "ignore" || a.kind === "income" || REAL_ESTATE_KINDS.has(a.kind)) a.kind = kind;
      a.past = when === "past";
      a.current = when === "now";
    }
  }
}

/** Figures within 1.5% of each other count as a total and the sum of its parts. */
const PARTS_TOLERANCE = 0.015;

/** Whether `parts` add up to `total` (USD, within PARTS_TOLERANCE of the total). */
function addsUpTo(parts: readonly ClassifiedAmount[], total: ClassifiedAmount): boolean {
  const sum = parts.reduce((t, p) => t + p.mention.amountUsd, 0);
  return Math.abs(sum - total.mention.amountUsd) <= PARTS_TOLERANCE * total.mention.amountUsd;
}

/**
 * "~$45,000/yr, all by check: church $30K, museum $8K, food bank $7K": within one sentence, a first
 * figure equal (within 1.5%) to the sum of the three or more figures after it is their total; those
 * of its kind become its parts (`subsetOf`), so a sum of that kind counts the total once. ("NW
 * ~$850K: IRA $310k, house $300k, CDs $240k" totals other kinds: its parts stay what they are.)
 * Mutates `amounts`.
 */
function partsListedAfterTotal(amounts: ClassifiedAmount[]): void {
  let i = 0;
  while (i < amounts.length) {
    const s = (amounts[i] as ClassifiedAmount).sentence;
    let j = i;
    while (j < amounts.length && (amounts[j] as ClassifiedAmount).sentence === s) j++;
    const group = amounts.slice(i, j).filter((a) => !a.past && !a.negated);
    i = j;
    if (group.length < 4) continue;
    const [first, ...rest] = group as [ClassifiedAmount, ...ClassifiedAmount[]];
    if (first.kind === "ignore" || first.thirdParty) continue;
    if (!addsUpTo(rest, first)) continue;
    for (const a of rest) if (a.kind === first.kind && a.subsetOf === null) a.subsetOf = first;
  }
}

/**
 * "salary $245K plus the $36,750 bonus she got this month, so $281,750 of wages": within one
 * sentence, a figure said as the outcome ("so", "=", "that's", "for a total of", "in all") equal
 * (within 1.5%) to the sum of two or more figures of one kind before it is their total; they
 * become its parts (`subsetOf`), so the sum counts it once. Mutates `amounts`.
 */
function totalAfterParts(amounts: ClassifiedAmount[], source: string): void {
  amounts.forEach((a, i) => {
    if (a.negated || a.thirdParty || a.kind === "ignore") return;
    const lead = wordsBefore(source, a, 40);
    if (
      !/(?:\bso\b|=|->|→|\bthat(?:'s|\u2019s| is| makes)|\bfor a total of|\btotal(?:ing|s)?\b|\bin all\b|\ball in\b|\bcomes? to\b)[^.;$\d]{0,20}$/i.test(
        lead,
      )
    )
      return;
    const parts = amounts
      .slice(0, i)
      .filter((p) => p.sentence === a.sentence && !p.past && !p.negated && p.mention.period === a.mention.period);
    if (parts.length < 2 || !addsUpTo(parts, a)) return;
    const kinds = new Set(parts.map((p) => p.kind));
    if (kinds.size !== 1 || !kinds.has(a.kind)) return;
    a.total = true;
    for (const p of parts) if (p.subsetOf === null) p.subsetOf = a;
    // The same parts said again elsewhere ("- Salary $245,000. Bonus … $36,750") are these parts.
    for (const o of amounts) {
      if (o === a || o.sentence === a.sentence || o.subsetOf !== null || o.kind !== a.kind || o.thirdParty) continue;
      if (
        parts.some(
          (p) => p.mention.period === o.mention.period && Math.abs(p.mention.amountUsd - o.mention.amountUsd) < 1,
        )
      )
        o.subsetOf = a;
    }
  });
}

/**
 * "- W-2 $225K / - K-1 dist ~$310K / - = ~$535K": a list item that is only a total ("=", "->",
 * "Total:") under two or more items whose figures add up to it (within 1.5%) is their total: it
 * takes their kind when all share one, and they become its parts (`subsetOf`), so the sum counts
 * it once. Mutates `amounts`.
 */
function totalLineUnderItems(amounts: ClassifiedAmount[], source: string): void {
  amounts.forEach((a, i) => {
    const lineStart = lineStartAt(source, a.mention.start);
    if (
      !/^\s*(?:[-•*]\s*)?(?:=|->|→|=>|total\s*[:=]?|sum\s*[:=]?)\s*(?:about\s+|approx\.?\s+|~|≈)?\s*$/i.test(
        source.slice(lineStart, a.mention.start),
      )
    )
      return;
    // The items on the lines just above, back to the first line without a figure.
    const parts: ClassifiedAmount[] = [];
    let line = lineStart;
    for (let j = i - 1; j >= 0; j--) {
      const p = amounts[j] as ClassifiedAmount;
      const pLine = lineStartAt(source, p.mention.start);
      if (pLine !== line && pLine !== lineStartAt(source, line - 1)) break;
      line = pLine;
      if (!p.past && !p.negated) parts.unshift(p);
    }
    if (parts.length < 2 || !addsUpTo(parts, a)) return;
    const kinds = new Set(parts.map((p) => p.kind));
    if (kinds.size === 1) a.kind = parts[0]?.kind ?? a.kind;
    a.total = true;
    for (const p of parts) if (p.kind === a.kind && p.subsetOf === null) p.subsetOf = a;
  });
}

/**
 * "The $1,900 Walt gave for the pension is what lands in checking after federal withholding. The
 * 1099-R shows $2,150 a month gross": a figure said to be take-home is out of date wherever the
 * notes give it as pay, when a gross figure is given too (README: income is gross). Mutates `amounts`.
 */
function supersedeTakeHome(amounts: ClassifiedAmount[], source: string): void {
  const net = new Set<number>();
  for (const a of amounts) {
    const tail = source.slice(a.mention.end, Math.min(a.sentence.end, a.mention.end + 100));
    const head = wordsBefore(source, a, 40);
    if (TAKE_HOME_AFTER.test(tail) || TAKE_HOME_BEFORE.test(head)) net.add(Math.round(a.mention.amountUsd));
  }
  if (net.size === 0) return;
  const gross = amounts.some(
    (a) =>
      (a.kind === "income" || a.kind === "householdIncome") &&
      // "Joan's gross, since you asked: her W-2 last year was $118K": a W-2 figure is gross pay.
      /\b(?:gross|w-?2)\b/i.test(source.slice(Math.max(a.sentence.start, a.mention.start - 80), a.mention.end + 20)),
  );
  if (!gross) return;
  for (const a of amounts)
    if ((a.kind === "income" || a.kind === "giving") && net.has(Math.round(a.mention.amountUsd))) {
      a.past = true;
      if (a.kind === "giving") a.kind = "ignore";
    }
}
/** Words after a figure saying it is pay after tax: "is what lands in checking after federal withholding". */
const TAKE_HOME_AFTER =
  /\b(?:after (?:federal |state )?(?:taxes|tax|withholding|deductions)|take[-\s]?home|net pay|(?:lands|hits|goes) (?:in|into)? ?(?:the )?(?:checking|bank|savings|account)|hits (?:the )?(?:checking|bank|account))\b/i;
/**
 * Support payable by or to someone, before its figure: "Maintenance payable by Malcolm:", "alimony
 * paid to the ex". Group 1 "by" or "to", group 2 the party.
 */
const SUPPORT_PAYABLE =
  /\b(?:maintenance|alimony|spousal support|child support|support)\b[^.;$\d]{0,30}?\b(?:payable|paid|owed|due)\s+(by|to)\s+((?:the|his|her|my) ex|ex-?wife|ex-?husband|former spouse|[A-Z][a-z]+)\b[^.;$\d]{0,25}$/i;

/** Words before a figure saying it is pay after tax: "She brings home about $2,700 every two weeks". */
const TAKE_HOME_BEFORE =
  /\b(?:brings?|bringing|takes?|taking) home\b[^.;$\d]{0,20}$|\btake[-\s]?home(?: pay)?\b[^.;$\d]{0,20}$/i;

/**
 * "the pension went up in January - it's $5,450 a month now, not $5,200": a figure corrected in one
 * message is wrong wherever else the thread gives it (a quoted earlier message, the adviser's
 * question). Every other mention of the corrected figure of the same kind and period is left out.
 * Mutates `amounts`.
 */
function supersedeCorrected(amounts: ClassifiedAmount[], source: string): void {
  // The corrected figures by kind, period and whole dollars, found in one pass; then one more pass
  // leaves out their other mentions (linear in the amounts, whatever the attachment's size).
  const corrected = new Map<string, Set<ClassifiedAmount>>();
  const keyOf = (kind: string, period: string, usd: number) => `${kind}|${period}|${Math.round(usd)}`;
  for (let i = 1; i < amounts.length; i++) {
    const wrong = amounts[i] as ClassifiedAmount;
    const right = amounts[i - 1] as ClassifiedAmount;
    if (right.sentence !== wrong.sentence || right.kind === "ignore" || right.thirdParty) continue;
    // "My base went to $184,000 with the March raise, the $178K was last year.": the figure after
    // the new one said to be last year's.
    if (
      !right.past &&
      /^[\s"'\u201d)]*(?:was|is|'s|\u2019s)\s+(?:last year|last year's|from last year|the old (?:number|figure)|old|outdated|out of date|before the raise)\b/i.test(
        source.slice(wrong.mention.end, wrong.mention.end + 40),
      )
    ) {
      const key = keyOf(right.kind, right.mention.period, wrong.mention.amountUsd);
      corrected.set(key, (corrected.get(key) ?? new Set<ClassifiedAmount>()).add(right));
      wrong.kind = "ignore";
      continue;
    }
    if (
      !/^[^$\d]{0,12}\b(?:now|today|currently)?,?\s*not\s*(?:the\s*)?\$?\s*$/i.test(
        source.slice(right.mention.end, wrong.mention.start),
      )
    )
      continue;
    // "the retention bonus was $20,000, not $25,000": a correction in the past tense corrects a
    // figure of this year; only a year named makes it an earlier year's.
    if (right.past) {
      if (/\b(?:19|20)\d{2}\b|\blast year\b|\bprior year\b/i.test(right.sentence.text)) continue;
      right.past = false;
    }
    const key = keyOf(right.kind, right.mention.period, wrong.mention.amountUsd);
    const keep = corrected.get(key) ?? new Set<ClassifiedAmount>();
    keep.add(right).add(wrong);
    corrected.set(key, keep);
  }
  // "Bonus paid in February was $26,500, not \"around 20.\"": the wrong figure quoted without its
  // unit, at the scale of the right one; the corrected figure is today's.
  // Figures by whole dollars, for a corrected figure with no cue of its own: "Quick correction -
  // it's $92K now with the night differential, not 88" takes the kind of the $88K it replaces.
  const byDollars = new Map<number, ClassifiedAmount>();
  for (const a of amounts)
    if (a.kind !== "ignore" && !byDollars.has(Math.round(a.mention.amountUsd)))
      byDollars.set(Math.round(a.mention.amountUsd), a);
  for (const right of amounts) {
    if (right.thirdParty) continue;
    const not =
      // "it's $92K now with the night differential, not 88": a few words may come between.
      /^[^$\d.;]{0,40}\bnot\s*["\u201c']?\s*(?:about|around|roughly|~)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:k\b)?["\u201d'.]?(?!\s*(?:%|percent|years?))/i.exec(
        source.slice(right.mention.end, right.mention.end + 70),
      );
    // "$3,150 a month now after the COLA - I had said \"about three thousand.\"": the figure said
    // before, named after the new one, in digits or in words.
    const said = not
      ? null
      : /^[^$\d.;]{0,40}?\b(?:I(?:['\u2019]d| had)? (?:said|written|wrote|told you|put(?: it at)?)|(?:you|we) had|(?:it )?(?:was|used to be) previously)\s*["\u201c']?\s*((?:about|around|roughly|~)?\s*\$?[\w,.$ -]{1,30}?)["\u201d']?\s*(?:[.;)]|$)/i.exec(
          source.slice(right.mention.end, right.mention.end + 90),
        );
    if (!not && !said) continue;
    const scale = right.mention.amountUsd >= 1e6 ? 1e6 : 1e3;
    const usd = not
      ? Number(not[1]) * scale
      : (findMoney(said?.[1] ?? "")[0]?.amountUsd ??
        (/^\d{1,3}(?:\.\d+)?$/.test((said?.[1] ?? "").trim()) ? Number((said?.[1] ?? "").trim()) * scale : Number.NaN));
    if (!(usd > right.mention.amountUsd / 3 && usd < right.mention.amountUsd * 3) || usd === right.mention.amountUsd)
      continue;
    if (right.kind === "ignore") {
      const replaced = byDollars.get(Math.round(usd));
      if (!replaced || replaced.thirdParty || replaced.mention.period !== right.mention.period) continue;
      right.kind = replaced.kind;
    }
    right.past = false;
    const key = keyOf(right.kind, right.mention.period, usd);
    corrected.set(key, (corrected.get(key) ?? new Set<ClassifiedAmount>()).add(right));
  }
  // "Dana put my income at $6,500 a month. That was last year. This year … closer to $7K a month":
  // a figure the next sentence calls out of date, and the figure of the same kind given after it.
  for (let i = 0; i < amounts.length; i++) {
    const wrong = amounts[i] as ClassifiedAmount;
    if (wrong.kind === "ignore") continue;
    const next = source.slice(wrong.sentence.end, wrong.sentence.end + 60);
    if (!STALE_NEXT.test(next)) continue;
    let right: ClassifiedAmount | undefined;
    for (let j = i + 1; j < amounts.length; j++) {
      const a = amounts[j] as ClassifiedAmount;
      if (a.sentence.index - wrong.sentence.index > 3) break;
      if (
        a.kind === wrong.kind &&
        a.sentence !== wrong.sentence &&
        !a.past &&
        a.mention.amountUsd !== wrong.mention.amountUsd
      ) {
        right = a;
        break;
      }
    }
    if (!right) continue;
    const key = keyOf(wrong.kind, wrong.mention.period, wrong.mention.amountUsd);
    const keep = corrected.get(key) ?? new Set<ClassifiedAmount>();
    keep.add(right);
    corrected.set(key, keep);
  }
  // "so ignore my \"maybe $20K.\"": a figure the writer withdraws, wherever the thread gives it.
  const withdrawn = new Set<number>();
  for (const a of amounts)
    if (
      /\b(?:ignore|disregard|forget|scratch)\s+(?:my|the|that|those|what i said(?: about)?)?\s*["\u201c']?\s*(?:maybe|about|around|roughly|~)?\s*$/i.test(
        source.slice(Math.max(0, a.mention.start - 40), a.mention.start),
      )
    )
      withdrawn.add(Math.round(a.mention.amountUsd));
  if (withdrawn.size > 0)
    for (const a of amounts) if (withdrawn.has(Math.round(a.mention.amountUsd))) a.kind = "ignore";
  if (corrected.size === 0) return;
  for (const other of amounts) {
    const keys = [keyOf(other.kind, other.mention.period, other.mention.amountUsd)];
    // A figure written without its period in a quoted message is the corrected one too.
    if (other.mention.period === "once")
      for (const period of ["month", "year"]) keys.push(keyOf(other.kind, period, other.mention.amountUsd));
    for (const key of keys) {
      const keep = corrected.get(key);
      if (keep && !keep.has(other)) other.kind = "ignore";
    }
  }
}

/**
 * "So 2026 is just my salary, $240K. The $410K was 2025 with both of us.": a figure said to be an
 * earlier year's is that year's wherever the thread gives it (the quoted "Household about $410K
 * (Kevin's $240K salary + Julie's $170K)"), and so are the parts it was the sum of. Mutates `amounts`.
 */
function datedWherever(amounts: ClassifiedAmount[], source: string, asOfYear: number): void {
  const dated = new Set<number>();
  for (const a of amounts) {
    if (a.mention.period === "month") continue;
    // "I said $48,000 - that was last year."
    const m =
      /^[\s"'\u201d)]*(?:[-\u2013\u2014,;]\s*(?:but\s+)?(?:that|this|which|it)\s*)?(?:was|were)\s+(?:for\s+|in\s+)?(?:((?:19|20)\d{2})\b|last year\b)/i.exec(
        source.slice(a.mention.end, a.mention.end + 30),
      );
    if (!m || (m[1] !== undefined && Number(m[1]) >= asOfYear)) continue;
    a.past = true;
    dated.add(Math.round(a.mention.amountUsd));
  }
  if (dated.size === 0) return;
  const wholes = new Set<ClassifiedAmount>();
  for (const a of amounts)
    if (a.mention.period !== "month" && dated.has(Math.round(a.mention.amountUsd))) {
      a.past = true;
      a.current = false;
      wholes.add(a);
    }
  for (const a of amounts)
    if (a.subsetOf && wholes.has(a.subsetOf)) {
      a.past = true;
      a.current = false;
    }
}

/**
 * "GK: Got it. Retirement accounts - the 403(b) first. / DENISE: Four eighty-six.": a speaker's
 * short line naming an item, with no figure, that another speaker answers on the next line, is a
 * question about that item even without its mark.
 */
function topicPrompt(doc: ReadText, s: Sentence): boolean {
  // A prompt is a short line: a sentence far into its line is not one (and a long line is not read).
  const lineStart = lineStartAt(doc.source, s.start);
  if (s.start - lineStart > 300) return false;
  const label = /^\s*([A-Za-z][\w .'-]{0,30}):\s*/.exec(doc.source.slice(lineStart, s.start + 40));
  if (!label) return false;
  const body = s.text.replace(/^\s*[A-Za-z][\w .'-]{0,30}:\s*/, "").trim();
  if (!/[.:\u2026-]$|\w$/.test(body) || body.split(/\s+/).length > 7) return false;
  if (
    /\$|\b\d+(?:\.\d+)?\s*(?:k|m|mm)\b|\b\d{1,3}(?:,\d{3})+\b|\b(?:hundred|thousand|million|grand|i|i'm|we|we're|you|you're|it's|is|are|was|were|have|has)\b/i.test(
      body,
    )
  )
    return false;
  const next = doc.sentences[s.index + 1];
  if (!next || lineStartAt(doc.source, next.start) === lineStartAt(doc.source, s.start)) return false;
  const nextLabel = /^\s*([A-Za-z][\w .'-]{0,30}):/.exec(next.text)?.[1];
  if (!nextLabel || nextLabel === label[1]) return false;
  // Speakers of a conversation, each opening several lines; not the fields of a CRM record
  // ("Primary Contact: Thomas Nguyen / Age: 57").
  // The one asking is the one whose lines are mostly questions (the adviser), not a client whose
  // "Target-date fund, no company stock." the other client follows.
  const turns = speakerTurns(doc);
  const asker = turns.get(label[1] ?? "");
  const answerer = turns.get(nextLabel);
  if (!asker || !answerer || asker.lines < 3 || answerer.lines < 3) return false;
  if (asker.asks < asker.lines * 0.3 || asker.asks / asker.lines <= answerer.asks / answerer.lines) return false;
  return cueAtEnd(s, { amountUsd: 0, text: "", start: s.end, end: s.end, period: "once", approximate: true }) !== null;
}

/**
 * Lines each line label opens in a document ("GK: …" → GK) and how many of them hold a question,
 * computed once per document (held only as long as the document is).
 */
const turnCounts = new WeakMap<ReadText, Map<string, { lines: number; asks: number }>>();
function speakerTurns(doc: ReadText): Map<string, { lines: number; asks: number }> {
  const known = turnCounts.get(doc);
  if (known) return known;
  const counts = new Map<string, { lines: number; asks: number }>();
  for (const m of allMatches(/^[ \t>]*([A-Za-z][\w .'-]{0,30}):([^\n]*)/gm, doc.source)) {
    const c = counts.get(m[1] ?? "") ?? { lines: 0, asks: 0 };
    counts.set(m[1] ?? "", { lines: c.lines + 1, asks: c.asks + ((m[2] ?? "").includes("?") ? 1 : 0) });
  }
  turnCounts.set(doc, counts);
  return counts;
}

/**
 * True when a question may be put to `speaker`: it names them, or names no one else ("Miss
 * Evelyn, your Social Security?" is put to Evelyn, not to her daughter who answers).
 */
function askedOfSpeaker(question: string, speaker: string): boolean {
  const body = question.replace(/^\s*[A-Za-z][\w .'-]{0,30}:\s*/, "");
  if (new RegExp(`\\b${speaker}\\b`, "i").test(body)) return true;
  const addressed = /^(?:(?:and|so|ok(?:ay)?|now),?\s+)?(?:(?:Miss|Mrs|Ms|Mr|Dr)\.?\s+)?([A-Z][a-z]+),/.exec(body)?.[1];
  return addressed === undefined;
}

/**
 * How many paychecks a year the words around a pay figure give: 26 for "every two weeks",
 * "biweekly", "every other Friday"; 24 for "twice a month", "semimonthly"; 52 for "a week",
 * "weekly"; null when they name none. `before` is the text before the figure (its line and the
 * question it answers), `after` the few words after it.
 */
function paychecksAYear(before: string, after: string): number | null {
  const near =
    /^\s*(?:gross|net|take[-\s]?home|before tax(?:es)?|after tax(?:es)?)?\s*[,(]?\s*((?:every|each)\s+(?:two|2|other)\s+(?:weeks?|wks?)|bi-?w(?:ee)?kly|bi-?wk|every other (?:week|monday|tuesday|wednesday|thursday|friday)|(?:a|per|each|every) (?:paycheck|pay ?check|pay period)|twice a month|semi-?monthly|(?:a|per|every|each) week|weekly)\b/i.exec(
      after,
    )?.[1] ??
    /\b(?:paid|paycheck|pay ?check|pay period|pay stub|stub|check)\b[^.?!]{0,40}?\b((?:every|each)\s+(?:two|2|other)\s+(?:weeks?|wks?)|bi-?w(?:ee)?kly|bi-?wk|every other (?:week|monday|tuesday|wednesday|thursday|friday)|twice a month|semi-?monthly|(?:a|per|every|each) week|weekly)\b[^.?!$\d]{0,40}$|\b((?:every|each)\s+(?:two|2|other)\s+(?:weeks?|wks?)|bi-?w(?:ee)?kly|bi-?wk|every other (?:week|friday)|twice a month|semi-?monthly)\b[^.?!]{0,20}\b(?:paid|paycheck|pay ?check|check)\b[^.?!$\d]{0,40}$|\b(?:bi-?w(?:ee)?kly|bi-?wk|every (?:two|2|other) weeks?|semi-?monthly|weekly)\s+(?:paycheck|pay ?check|check|pay|gross|net)\b[^$\d]{0,30}$|\b(?:pay|paid|paycheck|salary|wages?)\b[^?$\d]{0,40}?\b(bi-?w(?:ee)?kly|bi-?wk|every (?:two|2|other) weeks?|twice a month|semi-?monthly|weekly)\s*\?[^?$\d]*$|:\s*(?:(?:yes|yeah|yep|right),?\s*)?(every other (?:week|monday|tuesday|wednesday|thursday|friday)|every (?:two|2) weeks|bi-?w(?:ee)?kly|bi-?wk|twice a month|semi-?monthly|weekly)[.,]?\s*$/i
      .exec(before)
      ?.slice(1)
      .find((g) => g !== undefined);
  if (near === undefined) {
    // "…what's each paycheck?" / "the paycheck's forty-nine eighty": a paycheck with no frequency named.
    return null;
  }
  const w = near.toLowerCase();
  if (/twice a month|semi/.test(w)) return 24;
  if (/two|2|other|bi/.test(w)) return 26;
  if (/week/.test(w)) return 52;
  return null;
}

/** "That was last year.", "That's out of date.": a sentence saying the figure before it is no longer right. */
const STALE_NEXT =
  /^[\s"'\u201d)]*(?:that|this|which|it)\s*(?:was|is|'s|\u2019s)\s+(?:(?:the\s+)?(?:last year|last year's|from last year|old|out of date|outdated|stale|wrong|before the raise|an old (?:number|figure)))\b/i;

/** A question about someone's job: "Rachel, you're still at Duke?", "What do you make?". */
const JOB_QUESTION =
  /\b(?:still (?:at|with)|working|work at|job|employ\w*|salary|pay|making|earn\w*|consult\w*|freelanc\w*|practic\w*|contract\w*|business bring)\b/i;

/** "goes to", "went up to", "was raised to": words that give a figure's new value. */
const RAISED_TO =
  /\b(?:goes|went|jumps?|jumped|rises|rose|bumps?|bumped|moves|moved|increases?|increased|(?:was |is |got )?raised|(?:was |is |got )?bumped) (?:up )?to\s*(?:about\s+|~)?\$?\s*$/i;

/** "over", "more than", "north of", "upwards of": a figure given as a lower bound. */
const LOWER_BOUND_BEFORE = /\b(?:over|more than|north of|upwards of|in excess of|at least|better than)\s*(?:\$\s*)?$/i;

/** "OK, actually closer to", "make that", "no, more like": words opening a corrected figure. */
const CORRECTION_LEAD =
  /(?:^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?|[,;]\s*so,?\s+(?=call it\b))(?:ok(?:ay)?,?\s*|well,?\s*|so,?\s*|no,?\s*|sorry,?\s*)?(?:actually|make (?:it|that)|more like|call it|correction:?)\s*,?\s*(?:it'?s\s+|closer to\s+|about\s+|around\s+|more like\s+|roughly\s+)*\$?$|^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?actually\b[^.?!]{0,60}\b(?:so\s+)?(?:closer to|more like|nearer)\s*(?:about\s+|around\s+)?\$?$/i;
/** A line labelled as income: "Income - Erik SS: …", "Income: …", "INCOME SOURCES". */
const INCOME_LINE =
  /^\s*(?:[-•*]\s*)?(?:(?:my|his|her|our|their|[A-Z][a-z]+'s)\s+)?(?:annual |household |retirement |total )?(?:income|comp|compensation|pay|hhi)(?: sources?)?(?: this year| for \d{4}| \d{4})?\s*(?:[-–—:]|\()/i;
/**
 * "Of that,", "Of this, about", "Of that, CAT stock": a sentence opening on a part of the amount
 * just before (a holding named by up to three words and "stock" or "shares" may come between).
 */
const OF_THAT =
  /^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(?:and\s+)?(?:of (?:that|this|it|those|which)|within (?:that|it))\b[\s,]*(?:(?:the\s+)?(?:[\w&.'-]+\s+){0,3}(?:stock|shares)(?:\s+(?:is|are|at|of|worth|fund))?\s*[:=-]?\s*)?(?:about|around|roughly|approximately|~)?\s*\$?$/i;
/** Pay named before its source: "W-2 from", "salary through the", "distributions out of". */
const PAY_FROM =
  /\b(?:w-?2s?|salary|salaries|wages?|income|distributions?|draws?|k-?1s?|pay|paid|comp(?:ensation)?|guaranteed payments?)\s+(?:from|through|via|out of|at|by)\s+(?:the\s+|his\s+|her\s+|their\s+)?$/;
/** "and he expects around", "rising to", "projected at": words that carry an amount's subject to the next. */
const CONTINUATION =
  /^[^.$]{0,60}?(?:\b(?:and|but|while|so)\b|;|,)\s*(?:this year,?\s*|,?\s*(?:with|after|given|since|because|now that|as)\b[^.;$\d]{0,60}?,\s*(?=[a-z])|[^.;$\d]{0,30}?\b)?(?:(?:he|she|they|it|we|that|this)\s+)?(?:expects?|expecting|expected|projects?|projecting|projected|forecasting|anticipates?|anticipating|should (?:be|reach|hit)|will (?:be|reach|hit)|(?:is|are|was|were) (?:expected|projected|estimated|budgeted) (?:to (?:be|reach|hit)|at)|(?:it|he|she|they|we)['\u2019]ll (?:be|come in at|land at)|rising to|grown to|grew to|going to|up to|down to|is now|are now|now|stands at|sits at|tracking|on track for|on pace for|on pace to (?:hit|reach|clear|net|make)|pacing|looks like|looking like|closer to|more like|saying|probably|likely)\b[^.;$\d]{0,25}$|^[^.$]{0,60}?(?:\b(?:and|but|while|so)\b|;|,)\s*(?:this year|for (?:20\d\d|this year)|ytd|so far this year|now)\b[^.;$\d]{0,25}$|^[^.$]{0,60}?(?:\b(?:and|but|while)\b|;|,)\s*(?:[A-Za-z]+['\u2019]s\s+|the\s+|our\s+)?(?:(?:19|20)\d{2}\s+)?(?:projection|estimate|forecast|budget|guidance)\s+(?:is|was|of|at|says)\s*(?:about|around|roughly|~)?\s*$/i;
/** How many an "each" multiplies: the count before the plural noun ("two rentals"), else the couple (2). */
function eachCount(before: string): number {
  const m = /\b(two|three|four|five|six|[2-9])\s+(?:[a-z()-]+\s+){0,2}[a-z()]+s\b[^.;$]*$/i.exec(before);
  return m ? (countValue(m[1] ?? "") ?? 2) : 2;
}

/** ", so with the practice maybe", "; including the house, about": a total with a part added back. */
const WITH_PART =
  /^[^.$]{0,20}?(?:[,;]|\bso\b)\s*(?:so\s+)?(?:with|counting|plus|adding)\s+(?:the\s+|our\s+|his\s+|her\s+|their\s+)?[a-z]+(?:\s+[a-z]+)?,?\s*(?:it's\s+|that's\s+|we're\s+|maybe\s+|about\s+|around\s+|roughly\s+|probably\s+|~)*$/i;
/** The words between two amounts of one kind: "(him) and", " a month and his is", ", plus". */
const PARALLEL =
  /^\s*(?:(?:a|per|each|\/|this|next)\s*(?:month|mo|year|yr)\b\.?)?\s*(?:\([^)]{0,40}\)|for (?:him|her|them|[A-Z][a-z]+))?\s*[,;]?\s*(?:(?:[Aa]nd|,)\s*(?:he|she|they)\s+(?:has|gets|receives|draws|collects)\s+(?:one|another)(?:\s+of)?|[Aa]nd|&|[Pp]lus|\+|,|;(?=\s*[A-Z][a-z]+\s*:?\s*(?:~|about|around|roughly|approx\.?)?\s*$)|\/)\s*(?:(?:my|his|her|their|our)\s+(?:wife|husband|spouse|partner)(?:'s)?\s*)?(?:(?:[Hh]is|HIS|[Hh]ers?|HERS?|[Hh]im|HIM|[Tt]heirs?|[Mm]ine|[Oo]urs|[Yy]ours|[A-Z][a-z]+(?:'s)?|[A-Z](?=\s))(?:\s+(?:still|now|also))?(?:\s+(?:is|was|comes to|at))?\s*:?\s*)?(?:about|around|roughly|approx\.?|~)?\s*$/;
/**
 * The words between two amounts when the second is another person's of the same thing, named after
 * a few words about the first: "my Social Security ($3,100/mo) and Eileen's ($1,850/mo)", "$260K
 * salary; Priya (43) $130K", "my salary is $210K and Jason is at $145K", "~900k; hers ~300k".
 */
const NAMED_PARALLEL =
  /^[^$\d]{0,30}?(?:,|;|\band\b|&)\s*(?:[A-Z][a-z]+['\u2019]s|[A-Z][a-z]+|his|hers|her|my|mine|theirs)\s*(?:\(\d{1,2}\)\s*)?(?:is|at|was|is at|is now at|'s at)?\s*\(?\s*(?:about|around|~|roughly)?\s*\$?\s*$/;
/** Words before an amount the household sends to someone ("they send her", "gives his mother"). */
const SENT_OUT =
  /\b(?:send|sends|sending|sent|wire|wires|wiring)\s*(?:~|about|around|roughly|approx\.?)?\s*\$?$|\b(?:send|sends|sending|sent|give|gives|giving|gave|help|helps|helping|support|supports|supporting|wire|wires)\s+(?:her|him|them|his|their|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][a-z]+)\b(?:\s+(?:mother|father|mom|dad|parents?|sister|brother|son|daughter|family))?[^.;:$\d]{0,20}$/;
/**
 * The words between two figures of a series of years: ", '25 ~", " (prices), '26 proj ~", "; 2026
 * est. $", a CRM's " | 2026 est. $".
 */
const YEAR_SERIES =
  /^\s*(?:\([^)]{0,30}\))?\s*[,;/|]\s*(?:and\s+)?(?:['\u2019]\d{2}|(?:19|20)\d{2})\s*(?:proj(?:ected|\.)?|est(?:imated|\.)?|e|ytd|budget(?:ed)?|forecast|expected|so far)?\s*[:=-]?\s*(?:~|about|approx\.?|around)?\s*\$?$/i;
/**
 * A part of the income named without its amount: "plus whatever the portfolio throws off", "plus
 * my RMD", "and his Social Security, not sure how much", "Social Security started at 70".
 */
const UNSTATED_INCOME_PART =
  /\bwhatever\s+(?:his|her|my|their|our|the)\s+(?:commissions?|bonus(?:es)?|tips|overtime|consulting|1099 work|side work|draws?)\s+(?:come|comes|came|end up|ends up|turn out|turns out|work out|works out)\b|\b(?:sends?|pays?|gives?|distributes?)\s+(?:me|us|him|her|them)\s+whatever\s+(?:the\s+)?(?:required|rmd|minimum)\b(?:\s+(?:minimum\s+)?(?:distribution|amount))?\s+(?:is|comes to|works out to)\b|\b(?:i|we|he|she|they)\s+(?:just\s+|only\s+)?(?:have|live on|get)\b(?:[^.;\n]|\.\d){0,60}\band\s+(?:my|his|her|their|our)\s+(?:social security|ss|pension)\s*(?=[.;\n]|$)|(?:\bplus\b|\+)\s*(?:[\w'-]+\s+){0,2}?(?:rmds?|required minimum distributions?)\b(?![^.;\n]{0,50}\d)|\b(?:plus|\+|along with|together with|on top of (?:that|it))\s+(?:whatever\s+(?:the|his|her|my|our|their)?|my|his|her|their|our|the|any|both|both of (?:their|the)|[a-z]+['\u2019]s)\s*(?:[\w'-]+\s+){0,2}?(?:rmds?|required minimum distributions?|social security|ss|pensions?|portfolio|dividends|distributions?|rental income|rents|k-?1s?|commissions?|side income|iras?|investments|brokerage)\b(?![^.;\n]{0,30}\b(?:when|once|after|until)\s+(?:i|we|he|she|they)\s+retires?\b|[^.;\n]{0,20}\b(?:at|in)\s+retirement\b)(?![^.;\n]{0,50}(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b))|\b(?:freelanc\w*|consulting|side (?:gig|business|hustle|work|income)|on the side)\b[^\n]{0,80}?\b(?:not sure how much|no idea how much|don't know how much|unsure how much|hard to say how much|varies a lot)\b|(?<!\b(?:not|never|hasn't|haven't|has not|have not|before|until|when|once|if)\s+(?:\w+\s+)?)\b(?:social security|ss)\s+(?:started|began|kicked in)\b(?![^.;\n]{0,50}(?:\$|\d[\d,.]*\s*(?:k|\/mo|a month|per month|a year)\b|\d{1,3},\d{3}))/gi;
/**
 * "NADIA: And your required distribution for this year, Martin? / MARTIN: Schwab says ninety-six
 * thousand. / NADIA: Ellen, yours? / ELLEN: I - honestly don't remember.": a part of the income
 * asked for (by name, or as "yours?" after a question that named it) that the client cannot give.
 */
const UNKNOWN_INCOME_ANSWER =
  /\b(?:rmds?|required (?:minimum )?distributions?|social security|ss|pensions?|salary|pay|bonus|income)\b[^\n]{0,80}\?[ \t]*\n(?:[^\n]*\n)?[^\n]{0,30}\?[ \t]*\n[ \t]*[A-Za-z][\w .'-]{0,30}:[^\n\d]{0,40}\b(?:(?:don['\u2019]t|do not|can['\u2019]t|cannot) (?:remember|recall|know)|no idea|not sure)\b[^\n\d]*$|\b(?:rmds?|required (?:minimum )?distributions?|social security|pensions?|salary|bonus)\b[^\n]{0,60}\?[ \t]*\n[ \t]*[A-Za-z][\w .'-]{0,30}:[^\n\d]{0,40}\b(?:(?:don['\u2019]t|do not|can['\u2019]t|cannot) (?:remember|recall|know)|no idea|not sure)\b[^\n\d]*$/gim;
/**
 * Words that leave the client's business out of a net worth: "outside the company", "ex-business",
 * "not counting the practice", "separate from his 40% interest in the shop", "on top of the two
 * restaurants", "before the stock in the company".
 */
const EXCLUDES_BUSINESS =
  /\b(?:outside(?: of)?|not counting|not incl(?:uding|\.)?|excluding|excl\.?|exclusive of|ex-?\.?|apart from|aside from|besides|beyond|other than|without(?: counting)?|w\/o|plus|separate from|separately from|on top of|in addition to|before counting)\s*(?:the\s+|his\s+|her\s+|their\s+|our\s+|my\s+|a\s+)?(?:(?:\d{1,3}(?:\.\d+)?\s?%|half|majority|minority)\s+)?(?:[\w&'-]+\s+){0,2}?(?:company|companies|business(?:es)?|biz|practice|firm|startup|llc|s-?corp|c-?corp|dealerships?|agency|stake|equity in the (?:company|business)|shop|stores?|restaurants?|clinic|brewery|winery|franchises?|operating company|opco|holdco|(?:business|company|partnership|ownership|llc) interest|interest in (?:the|his|her|their|our|my) (?:[\w&'-]+\s+){0,2}?(?:company|business|firm|practice|partnership|llc|group|shop|operation)|shares in the (?:company|business))\b/i;
/** "Outside of Tidewater", "not counting Kestrel": a name left out of a total (the business's, where one is valued). */
const EXCLUDES_NAMED =
  /\b(?:[Oo]utside(?: of)?|[Nn]ot counting|[Ee]xcluding|[Aa]part from|[Aa]side from)\s+(?!The\b|His\b|Her\b|Their\b|Our\b|My\b)([A-Z][\w&'-]+)/;
/**
 * Whether the notes speak of `name` as a company the household holds: "the Tessellate stock",
 * "shares of Kestrel", "Kestrel, Inc.", "we founded Kestrel".
 */
function namesACompany(source: string, name: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `\\b${n}\\b[^.\\n]{0,30}?\\b(?:stock|shares|equity|stake|options|inc|llc|corp(?:oration)?|co)\\b|\\b(?:stock|shares|equity|stake|options) (?:in|of)\\s+${n}\\b|\\b(?:founded|co-?founded|started|own|run)\\s+${n}\\b`,
    "i",
  ).test(source);
}
/** A debt named right before an amount: "line of credit $1.2M", "mortgage ~$400k". */
const LIABILITY_BEFORE =
  /\b(?:mortgages?|loans?|debts?|heloc|line of credit|operating line|notes? payable|owe[sd]?)\b[^,;.$\d]{0,12}$/i;
/** A parent or a third-person word: who an answer speaks of when it is not the speaker. */
const THIRD_PERSON_WORD = /\b(?:mom|dad|mother|father|she|he|her|his|they|their)\b/i;
/** Words of what something is worth: an amount beside them is a value, not anyone's pay. */
const VALUE_WORDS =
  /\b(?:value|valued|valuation|worth|apprais\w*|opinion of value|indication|offer(?:ed)?|asking|price|for (?:100|all)\s?%|for the (?:whole|entire) (?:thing|company|business))\b/i;
/** A speaker saying what they do: "LUIS: I'm an architect …", "She's a nurse …", "My job: …". */
const SELF_LINE =
  /^\s*(?:>+\s*)*(?:[-•*]\s*)?(?:(?:me|myself)\s*:|(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:I['\u2019]?m|I am|she['\u2019]?s|he['\u2019]?s|my (?:job|work|day job|position|role)\b))/i;
/** A line about one person: a label ("W:", "H:", "Spouse:", "P2:"), a name, or "he"/"she" opening it. */
const PERSON_LINE =
  /^\s*(?:>+\s*)*(?:[-•*]\s*)?(?:(?:Dr|Mr|Mrs|Ms)\.?\s+[A-Z]|(?:[HhWw]|[Hh]usband|[Ww]ife|[Ss]pouse|[Pp]artner|[Cc]lient|[Pp][12]|[Cc]l[12])\s*[:-]|[A-Z]\s+[-–—]\s|[A-Z][a-z]+\s+[-–—]\s|[A-Z][a-z]*\s+(?:is|works|was)\b|(?:[Hh]e|[Ss]he)\b|[A-Z]\s+(?:is|@)|[A-Z][a-z]+\s*[:,]|(?!(?:AD|ADV|ADVISOR|ADVISER|PLANNER|Q|FA|ME)\s*:)[A-Z]{2,12}\s*:|[A-Z][a-z]+\s*\(\d{1,2}\)|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*\((?:client|co-?client|spouse|wife|husband|partner)\)|[A-Z][a-z]+'s\s|[A-Z][a-z]+\s+[a-z]+(?:es|s)\b)/;

/**
 * The amount a bracket belongs to: "465,000 (base 215 / RSU 210 / bonus 40)" — an amount inside a
 * bracket opened within a few characters after an earlier amount of the sentence is a part of it.
 */
function bracketParent(s: Sentence, m: MoneyMention, earlier: ClassifiedAmount[]): ClassifiedAmount | null {
  const rel = m.start - s.start;
  const open = s.text.lastIndexOf("(", rel);
  if (open < 0 || s.text.lastIndexOf(")", rel) > open) return null;
  const at = s.start + open;
  const parent = [...earlier].reverse().find((a) => a.mention.end <= at);
  if (!parent || at - parent.mention.end > 12) return null;
  // "SS ($2,900/mo) and RMDs (~$40k/yr)": a bracket after another item is that item's.
  if (/[),;]|\band\b|\bplus\b/i.test(s.text.slice(parent.mention.end - s.start, open))) return null;
  return parent;
}

/** Every money amount of the notes, classified, in order. */
/**
 * When "Dad" or "Mom" is the client: notes written by a child about a parent (`parentIsClient`),
 * or a transcript line spoken by one of the client's children (`childNames`, as the notes name them).
 */
export interface ClientAsParent {
  parentIsClient?: boolean;
  childNames?: ReadonlySet<string>;
  /** The spouse's or ex-spouse's first name, when the notes give one (people.ts). */
  spouseName?: string | null;
}

export function classifyAmounts(
  doc: ReadText,
  thirdPartyNames: ReadonlySet<string> = new Set(),
  asOfYear: number = new Date().getFullYear(),
  asParent: ClientAsParent = {},
): ClassifiedAmount[] {
  const childSpeakers = asParent.childNames ?? new Set<string>();
  const out: ClassifiedAmount[] = [];
  // "…; he thinks 2026 will be closer to $70,000": words giving this year's figure (built once).
  const thisYearWillBe = new RegExp(
    `\\b(?:this year|${asOfYear})\\s+(?:will be|should be|looks like|is looking like|is tracking|is projected at|projects? to|is on pace for)\\s*(?:closer to|about|around|roughly|maybe|~)?\\s*\\$?$`,
    "i",
  );
  // "From: Amy Tillman-Reyes … My 401(k) (about $380K) … nothing to do with Dad": the part of an
  // e-mail thread a third party wrote; its first person is that third party.
  const thirdPartyWritten: [number, number][] = [];
  {
    const froms = allMatches(/^[ \t>]*from:[ \t]*([A-Z][a-z]+)\b/gim, doc.source);
    froms.forEach((f, i) => {
      const end = froms[i + 1]?.index ?? doc.source.length;
      // "Mama, you left off the Jackson annuity … Mark and I are fine, we make around $190K": a
      // message that opens by calling the reader Mama or Dad is a son's or daughter's, and its
      // "I" and "we" are theirs.
      const body = doc.source
        .slice(f.index, end)
        .split("\n")
        .map((l) => l.replace(/^[ \t>]*/, ""))
        .find((l, j) => j > 0 && l.trim() !== "" && !/^(?:from|to|cc|bcc|sent|date|subject)\s*:/i.test(l));
      if (
        thirdPartyNames.has(f[1] ?? "") ||
        (!asParent.parentIsClient && /^(?:mama|mom|mommy|mother|dad|daddy|papa|father|mum)\b\s*[,!-]/i.test(body ?? ""))
      )
        thirdPartyWritten.push([f.index, end]);
    });
  }
  const writtenByThirdParty = (at: number) => thirdPartyWritten.some(([a, b]) => at >= a && at < b);
  // A parent's own message forwarded by the child who writes: its "I" and "my" are the client's.
  const byParent = asParent.parentIsClient === true ? parentWrittenSpans(doc.source) : [];
  // The names as whole words, looked up rather than alternated in a regular expression: an
  // attachment can name thousands of people, and every amount searches the words before it.
  const namedThirdParty = thirdPartyNames.size
    ? new PhraseMatcher([...thirdPartyNames].map((n) => n.replace(/[^A-Za-z-]/g, "")).filter(Boolean), false)
    : null;
  // A sentence about a parent, a child or another third party makes "he"/"she" at the start of the
  // next sentence that person ("… her dad, who moved in with us. He has his own pension, about 30K").
  let thirdPartyBefore = false;
  // Whether that third party was several people ("her parents", "the kids"), whom "they" can name.
  let thirdPartyPlural = false;
  // The last amount of the sentences read so far, for "Of that, …" at the start of the next one.
  let lastAmountBefore: ClassifiedAmount | null = null;
  // The third party's gender when its word tells it ("mother" f, "father" m), for "he"/"she".
  let thirdPartyGender: "f" | "m" | null = null;
  // Every figure read so far, for "that $40,000" naming one again (a lookup, not a scan).
  const amountsSeen = new Set<number>();
  let question: Sentence | null = null;
  /** The last question, who answered it first, and whether a second client has answered it too. */
  let open: { q: Sentence; asker: string | null; by: string | null; figures: number; second: boolean } | null = null;
  let lastTurn: { line: number; asked: Sentence | null } | null = null;
  let previousSentence: Sentence | null = null;
  for (const s of doc.sentences) {
    const speaker = childSpeakers.size > 0 ? speakerOf(doc.source, s.start) : null;
    const parentIsClient = asParent.parentIsClient === true || (speaker !== null && childSpeakers.has(speaker));
    // An answer in a transcript or a Q&A note takes its subject from the question before it:
    // "ADVISER: Household income? / MIKE: I take $220,000 in W-2…".
    let asked: Sentence | null = question;
    let secondAnswer = false;
    // "Q: Pay this year? / DAN: NYSDOT, a hundred twelve thousand. / KRIS: I'm at … eighty-eight.":
    // the other client answering the same question in the next turn, in the first person.
    const answerer = /^\s*[A-Za-z][\w .'-]{0,30}:/.test(s.text) ? speakerOf(doc.source, s.start) : null;
    if (
      asked === null &&
      open !== null &&
      answerer !== null &&
      !ADVISER_NAME.test(answerer) &&
      open.by !== null &&
      answerer !== open.by &&
      answerer !== open.asker &&
      !open.second &&
      !/\?\s*$/.test(s.text) &&
      // The first client gave a figure in answer and this one gives their own, or the first gave
      // none ("EVELYN: Claire does all that now. / CLAIRE: Nineteen-eighty a month.").
      ((out.length > open.figures && /\b(?:I|I'm|I\u2019m|[Mm]y|[Mm]ine)\b/.test(s.text)) ||
        (out.length === open.figures &&
          lineStartAt(doc.source, s.start) === s.start &&
          !/\d|\b(?:hundred|thousand|million|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/i.test(
            doc.source.slice(open.q.end, s.start),
          )))
    ) {
      asked = open.q;
      open.second = true;
      secondAnswer = true;
    }
    if (asked !== null && open !== null && asked === open.q && answerer !== null && open.by === null) {
      open.by = answerer;
      open.figures = out.length;
    }
    // A prompt of the adviser's in a transcript is a question even without its mark ("AD: Work and income.").
    // "MARCUS: Honestly? Four to five million.": a one- or two-word aside keeps the adviser's question.
    const aside: boolean =
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:honestly|really|seriously|roughly|hmm+|gosh|well|ok(?:ay)?|right|sure|you mean|why|all in|ballpark|today)\s*\?\s*$/i.test(
        s.text,
      ) ||
      // A client's short answer said as a question ("Eh, seven-ish?") keeps the question too.
      (asked !== null &&
        /\?\s*$/.test(s.text) &&
        !ADVISER_PROMPT.test(s.text) &&
        /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:eh|um|uh|oh|hmm|maybe|probably|about|around|roughly)\b/i.test(s.text));
    // "What are you both making? / DAN: … 240 … / SARA: 95.": a question to both clients holds for
    // each client's answer until the adviser speaks again.
    const askedText: string = asked === null ? "" : (asked as Sentence).text;
    // "CHERYL: What's Danny paid? / TERESA: Ninety-five.": a question about a child or another
    // third party by name makes the figure that answers it theirs.
    const askedOf =
      /\b(?:[Ww]hat(?:['\u2019]s| is| does)|[Hh]ow much (?:does|is|did)|[Dd]oes|[Ii]s)\s+([A-Z][a-z]+)(?:['\u2019]s)?\b/.exec(
        askedText,
      )?.[1];
    const askedOfThirdParty =
      askedOf !== undefined && thirdPartyNames.has(askedOf) && !/\byou(?:r|rs)?\b/i.test(askedText);
    const toBoth: boolean =
      asked !== null &&
      /\b(?:both|each|you two|the two of you|each of you)\b/i.test(askedText) &&
      !ADVISER_PROMPT.test(s.text) &&
      !/\?\s*$/.test(s.text) &&
      /^\s*[A-Za-z][\w .'-]{0,30}:/.test(s.text);
    // "MF: And Social Security? / LINDA: Yes, since December. Three thousand six hundred fifty.": a
    // short opening of the answer with no figure leaves the question to the figure after it.
    const shortLead: boolean =
      asked !== null &&
      /^\s*[A-Za-z][\w .'-]{0,30}:/.test(s.text) &&
      !ADVISER_PROMPT.test(s.text) &&
      !/\?\s*$/.test(s.text) &&
      // "MARTIN: September 2025. Two point one.": a date opening the answer is not its figure.
      !/\d|\b(?:hundred|thousand|million|grand)\b/i.test(
        s.text.replace(
          /\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:of\s+)?(?:19|20)\d{2}\b/gi,
          "",
        ),
      ) &&
      s.text
        .replace(/^\s*[A-Za-z][\w .'-]{0,30}:/, "")
        .trim()
        .split(/\s+/).length <= 5 &&
      // "ERIN: Yep, category manager. Ninety-five": a job named says what the figure after it is.
      !OCCUPATION.test(s.text.replace(/^\s*[A-Za-z][\w .'-]{0,30}:/, "")) &&
      // "STEVE: Just the dividends and interest. The CPA figures about eighteen thousand": an
      // opening that names what the figure is answers for itself ("No mortgage." names nothing had).
      ((own) =>
        own === null ||
        isNegated(s, own.start, own.end) ||
        /\bno\s+$/i.test(doc.source.slice(own.start - 4, own.start)))(
        cueAtEnd(s, { amountUsd: 0, text: "", start: s.end, end: s.end, period: "once", approximate: true }),
      );
    question =
      aside || toBoth || shortLead || secondAnswer
        ? asked
        : /\?\s*$/.test(s.text) || ADVISER_PROMPT.test(s.text) || topicPrompt(doc, s)
          ? s
          : null;
    if (question === s) open = { q: s, asker: speakerOf(doc.source, s.start), by: null, figures: 0, second: false };
    // The question the current line of a conversation answers, across the sentences of one turn.
    const line = lineStartAt(doc.source, s.start);
    const turnAsked: Sentence | null = asked ?? (lastTurn !== null && lastTurn.line === line ? lastTurn.asked : null);
    lastTurn = { line, asked: turnAsked };
    const lastSentence = previousSentence;
    previousSentence = s;
    // A number in words below $1,000 without a "$" ("around four hundred") is read again in its
    // money context, where the cue decides its scale.
    const found = findMoney(s.text, s.start);
    const bare = bareAmounts(
      doc,
      s,
      found.filter((k) => !(k.amountUsd < 1_000 && !k.text.includes("$"))),
      asked,
      lastAmountBefore !== null &&
        (lastAmountBefore.sentence === lastSentence || lastAmountBefore.sentence.index >= s.index - 2)
        ? lastAmountBefore.kind
        : null,
      lastSentence !== null &&
        lineStartAt(doc.source, lastSentence.start) === line &&
        !/\?\s*$/.test(lastSentence.text) &&
        (OCCUPATION.test(lastSentence.text) || (turnAsked !== null && JOB_QUESTION.test(turnAsked.text))),
      turnAsked,
    );
    const ms = [...found.filter((k) => !bare.some((b) => b.start < k.end && b.end > k.start)), ...bare].sort(
      (a, b) => a.start - b.start,
    );
    // "JA: Dennis, your rollover IRA - I have $1.35 million from the December statement. / DENNIS:
    // It's higher. The March statement said one point four two.": the answer says the question's
    // figure is out of date; the figure given after it is today's.
    if (
      line > 0 &&
      s.start - line < 40 &&
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:no,?\s*)?(?:it's|it is|that's|that is|it was)\s+(?:a bit |a little |a lot |much |way |quite a bit )?(?:higher|lower|up|down|more|less|wrong|old|out of date|stale)\b/i.test(
        s.text,
      )
    ) {
      const previousLine = lineStartAt(doc.source, line - 1);
      for (let i = out.length - 1; i >= 0 && (out[i] as ClassifiedAmount).sentence.start >= previousLine; i--)
        (out[i] as ClassifiedAmount).past = true;
    }
    const firstOfSentence = out.length;
    // The heading of the list the sentence is an item of (read once per sentence), and the person
    // it names when it is only a name ("Nick (38)").
    const listHeading = listHeadingLine(doc.source, s.start);
    const headedBy = headingPerson(doc.source, s.start, listHeading);
    // What the sentence's opening says of all its amounts: an income line, a line about one person.
    const incomeLine = INCOME_LINE.test(s.text);
    // "- Laura Brandt (client), a year younger than Jim. Physical therapist, …, ~$40K.": a list
    // item about one person is that person's line to its end.
    const itemStart = lineStartAt(doc.source, s.start);
    const personLine =
      PERSON_LINE.test(s.text) ||
      (itemStart < s.start &&
        /^\s*[-•*]\s/.test(doc.source.slice(itemStart, s.start)) &&
        PERSON_LINE.test(doc.source.slice(itemStart, s.start)));
    let previous: ClassifiedAmount | null = null;
    ms.forEach((m, i) => {
      const prevEnd = i > 0 ? (ms[i - 1] as MoneyMention).end : s.start;
      const nextStart = i + 1 < ms.length ? (ms[i + 1] as MoneyMention).start : s.end;
      let cue = cueFor(s, m, prevEnd, nextStart);
      // "Fiona: turns 58 in June. Professor at George Mason, $168,000.": a figure closing, after a
      // comma, a line about one person's work is that person's pay.
      if (
        cue === null &&
        m.period !== "month" &&
        m.amountUsd >= 20_000 &&
        m.amountUsd < 5_000_000 &&
        /,\s*(?:~|about\s+|around\s+|roughly\s+|approx\.?\s+)?$/i.test(s.text.slice(0, m.start - s.start)) &&
        /^\s*(?:(?:a|per|\/)\s*(?:year|yr)\b)?\s*[.;]?\s*$/i.test(s.text.slice(m.end - s.start)) &&
        OCCUPATION.test(s.text) &&
        (PERSON_LINE.test(doc.source.slice(lineStartAt(doc.source, s.start), s.end)) ||
          SELF_LINE.test(doc.source.slice(lineStartAt(doc.source, s.start), s.end)))
      )
        cue = { kind: "income", start: m.start, end: m.start };
      // "Schedule C for 2025 came out around $61,000; he thinks 2026 will be closer to $70,000":
      // this year's figure after a past one of pay is pay too.
      if (
        (cue === null || cue.start >= m.end || !["income", "householdIncome"].includes(cue.kind)) &&
        previous !== null &&
        previous.kind === "income" &&
        thisYearWillBe.test(s.text.slice(prevEnd - s.start, m.start - s.start))
      )
        cue = { kind: "income", start: m.start, end: m.start };
      // "a Roth IRA each, $41,000 for Aaron and $36,000 for Priya": the second person's figure of the
      // kind of the first.
      if (
        previous !== null &&
        previous.kind !== "ignore" &&
        /^\s*for [A-Z][a-z]+\s*,?\s*(?:and|&)\s*$/.test(s.text.slice(prevEnd - s.start, m.start - s.start)) &&
        /^\s*for [A-Z][a-z]+\b/.test(s.text.slice(m.end - s.start))
      )
        cue = { kind: previous.kind, start: m.start, end: m.start };
      // "A bit over five all in - call it 5.2.", "Just under a million, 980 or so, counting the
      // equity in the house.": a figure said as everything together is the net worth.
      if (
        (cue === null || cue.start === m.start || cue.start >= m.end) &&
        m.amountUsd >= 300_000 &&
        (/^\s*(?:all told|all in)(?=\s*(?:[.!"\u201d]?\s*$|[-\u2013\u2014,]\s*call it\b))/i.test(
          s.text.slice(m.end - s.start),
        ) ||
          /^\s*(?:or so\s*)?,?\s*(?:(?:all together|altogether|all in|in total|total),?\s+(?:with|counting|including)|counting|including)\s+(?:the\s+)?(?:equity in the\s+)?(?:house|home|residence)\b/i.test(
            s.text.slice(m.end - s.start),
          ))
      )
        cue = { kind: "netWorth", start: m.end, end: m.end };
      // "At about $31 million they are above the federal exemption": where the household stands
      // (whatever the words after it compare it with).
      let standsAt = false;
      if (
        (cue === null || cue.start >= m.end) &&
        m.amountUsd >= 500_000 &&
        /^\s*(?:[-•*]\s*)?(?:so,?\s+)?at\s+(?:~|about\s+|around\s+|roughly\s+|nearly\s+|over\s+)?\$?$/i.test(
          s.text.slice(0, m.start - s.start),
        ) &&
        /^\s*,?\s*(?:they|we|he|she|you)(?:['\u2019]re| are| is|['\u2019]s)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 16),
        )
      )
        standsAt = true;
      // "We figure we're ~$3.4MM all in.": where the household stands, all in, is its net worth.
      if (
        cue === null &&
        m.amountUsd >= 100_000 &&
        /\b(?:we're|we are|they're|they are|i'm|i am|he's|she's|(?:i have|i've got|that puts|puts) (?:you|them|him|her|us) at|you're at|you are at)\s*(?:~|≈|about|around|roughly|approximately|approx\.?)?\s*\$?\s*$/i.test(
          s.text.slice(Math.max(0, m.start - s.start - 40), m.start - s.start),
        ) &&
        /^\s*(?:all[-\s]in|in total|total|net)\b/i.test(s.text.slice(m.end - s.start, m.end - s.start + 12))
      )
        cue = { kind: "netWorth", start: m.start, end: m.start };
      // "House: I kept the house in the settlement. Worth about $610K, mortgage $288K left.": a
      // sentence opening on "Worth" right after one about a home is the home's value.
      if (
        cue !== null &&
        cue.kind === "netWorth" &&
        lastSentence !== null &&
        /^worth$/i.test(doc.source.slice(cue.start, cue.end)) &&
        /^\s*(?:[-•*>]\s*)*$/.test(doc.source.slice(s.start, cue.start)) &&
        lineStartAt(doc.source, lastSentence.start) === lineStartAt(doc.source, s.start) &&
        /\b(?:house|home|condo|townhouse|residence)\b/i.test(lastSentence.text) &&
        !/\b(?:net worth|all in|total|everything)\b/i.test(s.text)
      )
        cue = { kind: "residence", start: cue.start, end: cue.end };
      // "What are you both making? / DAN: I'm at about 240": the question says what "I'm at" is;
      // not when the one who asked sums up ("Any debt? / BILL: None. / KAREN: So we're at 4.9").
      if (
        cue !== null &&
        asked !== null &&
        cue.kind === "netWorth" &&
        (speakerOf(doc.source, s.start) === null ||
          speakerOf(doc.source, s.start) !== speakerOf(doc.source, asked.start)) &&
        /\b(?:i'm|i am|we're|we are)\s+(?:\w+\s+)?at\b/i.test(s.text.slice(cue.start - s.start, cue.end - s.start))
      ) {
        const q = askedCue(doc, asked, m);
        if (q && q.kind !== "netWorth") cue = q;
      }
      // An amount with no cue of its own in a short follow-on sentence ("Probably worth $250k if he
      // sold it.") describes what the sentence before was about.
      // A line with a label of its own ("Inc_Earned_Cl2: 285,000") is not a follow-on.
      // "His W-2: $310K. Hers: $120K.": a label naming only whose it is carries the kind before.
      const labelled =
        /^\s*(?:[-•*]\s*)?[A-Za-z][\w .()/&'-]{0,40}:\s*\S/.test(s.text) &&
        !/^\s*(?:[-•*]\s*)?(?:hers|his|she|he|him|her|spouse|wife|husband|partner)\s*:/i.test(s.text);
      const followOn =
        lastSentence !== null &&
        i === 0 &&
        !labelled &&
        (/^\s*(?:it'?s|it is|it'll|it will|this year|next year|probably|maybe|about|roughly|around|worth|valued|that's|that is|call it)\b/i.test(
          s.text,
        ) ||
          s.text.split(/\s+/).length <= 8) &&
        // "Salary $180K. Received a $1.2M inheritance last year.": a sentence that names its own
        // kind of money is not about the sentence before.
        !/\b(?:inherit\w*|gift(?:s|ed)?|windfall|settlement|proceeds|loan|debt|premiums?|tuition|wedding|purchase[ds]?|bought|lottery)\b|\ball[-\s]in\s*[.!]?\s*$/i.test(
          s.text,
        );
      const from = asked ?? (followOn ? lastSentence : null);
      // "How many shares? / A hundred forty thousand, about.": a count, not dollars.
      const counted = asked !== null && /\bhow many\b/i.test(asked.text) && !m.text.includes("$");
      if (!cue && i === 0 && from && !counted) {
        const q = askedCue(doc, from, m);
        if (q) cue = q;
      }
      if (!cue && i === 0 && !asked && turnAsked && answersAfterTakingBack(doc, s, m.start))
        cue = askedCue(doc, turnAsked, m);
      // "So rough net worth? / … about four hundred thousand, if the house is worth what Zillow
      // says": a word after the answer's figure in a condition on it does not replace the question.
      if (
        cue !== null &&
        turnAsked !== null &&
        i === 0 &&
        cue.start >= m.end &&
        /^[^.;]{0,12}\b(?:if|assuming|counting|including|incl\.?|with|most of (?:it|which|that)|mostly|much of it)\b/i.test(
          s.text.slice(m.end - s.start, cue.start - s.start),
        )
      ) {
        const q = askedCue(doc, turnAsked, m);
        if (q && (q.kind === "netWorth" || q.kind === "totalAssets" || q.kind === "liquidNetWorth")) cue = q;
      }
      // "K: OK, actually closer to 3.8 when you count the building": a corrected figure of the
      // amount a turn or two before keeps its kind; what it counts is not what it is.
      if (
        i === 0 &&
        lastAmountBefore !== null &&
        lastAmountBefore.kind !== "ignore" &&
        lastAmountBefore.sentence.index >= s.index - 2 &&
        // No cue, one after the figure, or one carried to it from the question ("Donna, the pension is
        // twenty-nine hundred a month? / DONNA: It was. Actually it's closer to thirty-fifty now").
        (cue === null || cue.start >= m.end || cue.start < s.start || (cue.start === m.start && cue.end === m.start)) &&
        CORRECTION_LEAD.test(s.text.slice(0, m.start - s.start)) &&
        // "Claire's is 400. / ADVISOR: And total net worth…? / RICHARD: Call it twenty-eight million.":
        // a question about something else in between makes it an answer, not a correction.
        !(
          turnAsked !== null &&
          turnAsked.index > lastAmountBefore.sentence.index &&
          (askedCue(doc, turnAsked, m)?.kind ?? lastAmountBefore.kind) !== lastAmountBefore.kind
        )
      ) {
        cue = { kind: lastAmountBefore.kind, start: m.start, end: m.start };
        lastAmountBefore.past = true;
      }
      // "Base is ninety-six, plus shift differentials - call it one-oh-four", "My base is about 92,
      // but with nights and the differentials my W-2 last year was 104": the all-in figure of the
      // one before it in the sentence, which it replaces.
      if (
        previous !== null &&
        previous.sentence === s &&
        previous.kind !== "ignore" &&
        // "I own 30 percent of a firm valued at around $60 million, so call it $18 million": after a
        // share, the figure is the client's part of the whole, not a restatement of it.
        !/\d\s*(?:%|percent)|\b(?:half|third|quarter|share|stake)\b/i.test(s.text.slice(0, m.start - s.start)) &&
        (cue === null ||
          cue.start >= m.end ||
          (cue.start === m.start && cue.end === m.start) ||
          cue.kind === previous.kind) &&
        // "$7K a month net …, so call it 84K": the same figure a year, not a new one.
        Math.abs(m.amountUsd - annualUsd(previous.mention)) > 1 &&
        /^[^.$]{0,60}?\b(?:call it|but with\b[^.$]{0,60}?\b(?:was|is|comes to|came to|it's|runs))\s*(?:about\s+|around\s+|~)?\$?$/i.test(
          s.text.slice(prevEnd - s.start, m.start - s.start),
        )
      ) {
        cue = { kind: previous.kind, start: m.start, end: m.start };
        previous.past = true;
      }
      const rel = m.start - s.start;
      const before = s.text.slice(Math.max(0, rel - 30), rel);
      const near = s.text.slice(Math.max(0, rel - 60), Math.min(s.text.length, m.end - s.start + 40));
      const closeBefore = s.text.slice(Math.max(prevEnd - s.start, 0, rel - 45), rel);
      // "Net worth (excluding Ruth's assets): ~$13M": who a total leaves out is not its owner.
      const third = thirdPartySubject(masked(s).included.slice(0, rel), namedThirdParty, parentIsClient);
      // A third party governs the amount when named before it with no client word between them.
      // Not across a blank line: a new paragraph starts a new subject.
      const newParagraph = lastSentence !== null && /\n\s*\n/.test(doc.source.slice(lastSentence.end, s.start));
      const pronoun = /^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(he|she|they)\b/i.exec(s.text)?.[1]?.toLowerCase();
      const pronounCarry =
        thirdPartyBefore &&
        !newParagraph &&
        pronoun !== undefined &&
        // "Her mother … He earns $130K": "he" is not the mother.
        !(pronoun === "he" && thirdPartyGender === "f") &&
        !(pronoun === "she" && thirdPartyGender === "m") &&
        // "… his cousin Rick owns the other 30%. They have a signed LOI": "they" is the couple unless
        // the third party before was several people ("her parents … They get $4,000 a month").
        !(pronoun === "they" && !thirdPartyPlural) &&
        !/\b(?:we|our|i|my|client|husband|wife)\b/i.test(s.text.slice(0, rel));
      // A child of the client speaking: the answer without its label, and its words before the figure.
      const answer = s.text.replace(/^\s*[A-Za-z][\w .'-]{0,30}:/, "");
      const answerBefore = answer.slice(0, Math.max(0, answer.length - (s.text.length - rel)));
      const childOwn =
        speaker !== null &&
        childSpeakers.has(speaker) &&
        // "TB: Sixty a year, plus my house on the Wilson place." (Tanner, asked about his own pay):
        // a child's answer that opens with the figure and names no parent is the child's own.
        ((answer !== s.text &&
          /^\s*(?:about|around|roughly|maybe|~|\$)?\s*$/i.test(answerBefore) &&
          !THIRD_PERSON_WORD.test(answer) &&
          !/\bparents?\b/i.test(answer) &&
          // "WP: Miss Evelyn, your Social Security? / EVELYN: Claire does all that now. / CLAIRE:
          // Nineteen-eighty a month.": a question put to someone else by name is not about the child's own.
          (turnAsked === null || askedOfSpeaker(turnAsked.text, speaker))) ||
          // "DANIEL: No, I'm fine, I make about 140 at Valero": the child's own pay or holdings.
          (/\b(?:i|we)\s+(?:make|earn|gross|net|bring in|take home|get paid|have|own)\b|\b(?:i|we)['\u2019]ve\s+got\b|\bmy\s+(?:own\s+)?(?:salary|pay|income|wages?|bonus|401\(?k\)?|403\(?b\)?|ira|roth|house|home|mortgage|savings)\b/i.test(
            answerBefore,
          ) &&
            !THIRD_PERSON_WORD.test(answerBefore)));
      // A son or daughter writing about the parents: "me and my husband (I'm 55) have about $900K in
      // our 401(k)s" is the writer's own money, not the clients'.
      const clauseBefore =
        s.text
          .slice(0, rel)
          .split(/[;]|\.\s/)
          .pop() ?? "";
      const writerOwn =
        asParent.parentIsClient === true &&
        speaker === null &&
        !byParent.some(([a, b]) => s.start >= a && s.start < b) &&
        /\b(?:i|me|my|we|our|us)\b/i.test(clauseBefore) &&
        !PARENT_WORD.test(clauseBefore) &&
        !/\b(?:they|their|them|he|she|his|her)\b/i.test(clauseBefore);
      // "- Daniel, 30, their son. Down syndrome. Gets SSI (about $990 a month)": a list item that
      // opens on a child's or another third party's name is about that person to its end.
      const itemOwner = /^[ \t]*[-•*]\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?([A-Z][a-z]+),?\s/.exec(
        doc.source.slice(line, line + 40),
      )?.[1];
      const ownItem =
        (itemOwner !== undefined &&
          thirdPartyNames.has(itemOwner) &&
          s.start > line + 2 &&
          // "- Patricia, 78, widowed … Her own estate is about $1.9M … she has a $52K/yr pension":
          // "she" and "her" in the owner's item are the owner.
          !CLIENT_WORDS.test(s.text.slice(0, rel).replace(/\b(?:her|his|she|he)\b/gi, ""))) ||
        // "The children (none are clients)\n- Dr. Anna Kazmierczak-Hill, 46, radiologist, ~$400,000/yr":
        // an item of a list headed by a child word is about that child.
        (/^[ \t]*[-•*]/.test(doc.source.slice(line, line + 8)) &&
          CHILDREN_HEADING.test(listHeading ?? "") &&
          !/\b(?:client|our|we|us)\b/i.test(s.text.slice(0, rel)));
      // "Nick (38)\n- Runs operations … Salary $160K from the company": an item under a heading
      // that names another person is that person's.
      const thirdParty =
        // "I opened a Roth for Hazel …, it's got twelve thousand, but that's hers.": said to be another's.
        /^[^.;$]{0,30}\bbut (?:that's|that is|it's|it is|those are) (?:hers|his|theirs|not (?:ours|mine|theirs))\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 60),
        ) ||
        writerOwn ||
        ownItem ||
        (headedBy !== null && thirdPartyNames.has(headedBy)) ||
        (writtenByThirdParty(m.start) && /\b(?:i|me|my|we|our|us)\b/i.test(clauseBefore)) ||
        childOwn ||
        pronounCarry ||
        (third !== null &&
          // "Part-time paraprofessional at Evan's old school district, about $28,000": a person
          // named after a preposition places the work; the sentence is not about them.
          !(
            /(?:\b(?:at|in|from|near|with)|@)\s*$/i.test(s.text.slice(Math.max(0, third.index - 6), third.index)) &&
            !THIRD_PARTY.test(s.text.slice(third.index, third.end))
          ) &&
          // "- Miriam: "Mom's total is around $625,000."": a child quoted on the parent who is the client.
          !(parentIsClient && PARENT_WORD.test(s.text.slice(third.end, rel))) &&
          // "a flat in Pune, which Arjun's parents live in rent-free, about $180,000 in mutual
          // funds": a third party inside a relative clause stops at the clause's comma.
          !(
            /\b(?:which|where|that|whom)\b[^,;]{0,30}$/i.test(
              s.text.slice(Math.max(0, third.index - 40), third.index),
            ) && /,/.test(s.text.slice(third.end, rel))
          ) &&
          !CLIENT_WORDS.test(
            s.text
              .slice(third.end, rel)
              // "Amy's husband is a cardiologist, makes $700,000": a third party's spouse is a third party.
              .replace(/^['\u2019]s\s+(?:husband|wife|spouse|partner|boyfriend|girlfriend|fianc\w*)\b/i, "")
              .replace(
                /\b(?:his|her|their)\s+(?:son|daughter|kids?|children|mother|father|brother|sister|mom|dad)\b/gi,
                "",
              )
              // "Jen asked me whether she should roll her $300,000 401(k)": the writer spoken to, not a client word.
              .replace(/\b(?:asked|told|called|emailed|texted|reminded|wants|wanted|needs|needed)\s+(?:me|us)\b/gi, "")
              // "Irene has her Social Security": the third party's own, not the client's.
              .replace(
                /\b(?:has|have|gets|receives|collects|draws|takes|keeps|kept|holds|retains|retained|lives on)\s+(?:his|her|their)\b|\b(?:his|her|their) own\b/gi,
                "",
              )
              // "his mother … she has about $1.1M of her own": the pronoun of the third party's gender is hers.
              .replace(
                genderPronoun(
                  s.text.slice(third.index, third.end),
                  s.text.slice(third.end, rel),
                  s.text.slice(Math.max(0, third.index - 16), third.index),
                ),
                "",
              )
              // "Hiroshi has roughly $800K of his own, including a $200K IRA": the third party's own.
              .replace(/\b(?:of|on) (?:his|her|their) own\b/gi, ""),
          ) &&
          // "My dad … left me his IRA, which is now an inherited IRA": passed to the client, now the client's.
          !/\bleft (?:me|us|her|him|them)\b|\binherit\w*|\bpassed (?:it |them )?(?:on )?to (?:me|us|her|him|them)\b/i.test(
            s.text.slice(third.end, rel),
          ) &&
          // "Mark inherited Dad's IRA share: $420K": inherited from the third party, now the client's.
          !/\binherit(?:ed|s|ing)\s+(?:his |her |their |the )?$/i.test(
            s.text.slice(Math.max(0, third.index - 30), third.index),
          ));
      // "- IRAs: Mom rolled Dad's IRA into hers as the spouse; together about $2.3M": a list item's
      // label names what its figure is when nothing else does (not one in brackets, a restatement).
      if (cue === null && !/\([^)]*$/.test(s.text.slice(0, m.start - s.start))) {
        const label = /^\s*(?:>\s*)*[-•*]\s*[A-Za-z][\w ()/&'.-]{1,30}?\s*:/.exec(s.text);
        if (label && label[0].length <= m.start - s.start) {
          const head: Sentence = {
            ...s,
            text: s.text.slice(0, label[0].length),
            lower: s.lower.slice(0, label[0].length),
            end: s.start + label[0].length,
          };
          const named = cueAtEnd(head, m);
          // "- Income: rents of $1.4M, plus Social Security of $5,200 and $2,900 a month": a label
          // for the whole line is not the name of a later figure in it.
          if (named && (i === 0 || !["income", "householdIncome", "netWorth", "totalAssets"].includes(named.kind)))
            cue = named;
        }
      }
      let kind: AmountKind = cue?.kind ?? "ignore";
      // "with income under a hundred fifty-three thousand": a threshold the law sets, not a flow.
      if (
        /\b(?:income|magi|agi|earnings)\s+(?:under|below|over|above|less than|more than|up to|of up to|beneath)\s+(?:about\s+|roughly\s+)?(?:a\s+)?\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        )
      )
        kind = "ignore";
      // "both of you should be putting seventy-five hundred into a Roth IRA every year": what goes into
      // an account is a contribution, not its balance.
      if (
        kind === "retirement" &&
        /\b(?:put|putting|puts|contribut\w*|sav(?:e|es|ing)|deposit\w*|fund(?:s|ing)?)\b[^.;$]{0,25}$/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        ) &&
        /^\s*(?:a year\s+|each year\s+)?(?:into|in|to)\s+(?:a|an|the|your|his|her|their|my|our)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 20),
        )
      )
        kind = "ignore";
      // "Anders 401(k) - practice safe-harbor plan ....... $1,080,000": the plan's sponsor named in
      // a retirement account's label does not make the balance a business interest.
      if (
        kind === "business" &&
        cue !== null &&
        /\b401\s?\(?k\)?|\b403\s?\(?b\)?|\biras?\b|\bsep\b|\bprofit[-\s]sharing\b|\bcash balance\b/i.test(
          doc.source.slice(lineStartAt(doc.source, m.start), cue.start),
        ) &&
        /\bplan\b/i.test(doc.source.slice(cue.start, m.start))
      )
        kind = "retirement";
      // "At $3.1 million, Irene's estate would owe Rhode Island well over $100,000": the estate a
      // figure is said to be, set before the sentence's subject.
      if (
        /(?:^|[.;:]\s+|[-\u2013\u2014]\s+)at\s+(?:about\s+|around\s+|roughly\s+|~)?$/i.test(
          s.text.slice(Math.max(0, rel - 30), rel),
        ) &&
        /^,\s*(?:[A-Z][a-z]+['\u2019]s|their|his|her|the|your)\s+(?:combined\s+|taxable\s+)?(?:estate|net worth)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 40),
        )
      )
        kind = "netWorth";
      // A required distribution is a year's income, not the account's balance: "Fidelity says I have
      // to take $21,400 out of my IRA this year", "the $21,400 you have to take out", "required
      // minimum distributions, which this year total $70,300 from the TIAA 403(b) and the IRA".
      if (
        kind === "retirement" &&
        (/\b(?:have|has|need|needs|required|must)\s+(?:to\s+)?take\s+(?:out\s+)?(?:about\s+|around\s+|roughly\s+|~)?\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        ) ||
          /^\s*(?:that\s+|which\s+)?(?:you|i|we|he|she|they)\s+(?:have|has|need|needs|must)\s+to\s+take\s+out\b/i.test(
            s.text.slice(m.end - s.start, m.end - s.start + 40),
          ) ||
          (/\b(?:rmds?|required minimum distributions?|distributions?|withdrawals?|draws?)\b[^.;]{0,60}$/i.test(
            s.text.slice(Math.max(0, rel - 70), rel),
          ) &&
            /^\s*(?:a year\s+|this year\s+)?(?:from|out of)\s+(?:the|his|her|their|my|our)\b/i.test(
              s.text.slice(m.end - s.start, m.end - s.start + 20),
            )))
      )
        kind = "income";
      // "he pays her $4K/mo maint.": what the client pays someone is an outflow, not income.
      if (
        kind === "income" &&
        cue !== null &&
        /^pays?\s+(?:her|him|them)$/i.test(doc.source.slice(cue.start, cue.end)) &&
        /\b(?:he|she|i|we|client|[A-Z][a-z]+)\s+$/.test(doc.source.slice(Math.max(0, cue.start - 12), cue.start)) &&
        // "Chris pays her $2,800 a month in alimony": the ex-spouse or another person pays the client.
        ![...thirdPartyNames, asParent.spouseName ?? ""].some(
          (n) => n !== "" && new RegExp(`\\b${n}\\s+$`).test(doc.source.slice(Math.max(0, cue.start - 24), cue.start)),
        )
      )
        kind = "ignore";
      // "I get eight thousand seven-fifty twice a month now": a figure said per paycheck is pay.
      if (
        cue === null &&
        /^\s*(?:gross\s+|net\s+)?(?:twice a month|semi-?monthly|bi-?weekly|every (?:two|2|other) weeks|every other (?:friday|thursday|week)|(?:a|per|each|every) (?:paycheck|pay ?check|pay period))\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 30),
        )
      )
        kind = "income";
      // "We bought on Gordon Drive in 2024, paid three-two": what a purchase cost is not pay.
      if (
        kind === "income" &&
        cue !== null &&
        /^paid$/i.test(doc.source.slice(cue.start, cue.end)) &&
        /\b(?:bought|buy|purchased?|closed on)\b/i.test(s.text)
      )
        kind = "ignore";
      // "JA: … the letter said $2,850 a month? / MARIBEL: Twenty-eight fifty, yes": an answer that
      // repeats the figure its question gave confirms it; the question's figure is already read.
      if (asked !== null && asked !== s && confirmsAsked(out, asked, m.amountUsd)) kind = "ignore";
      // "On $4.8 million, the survivor's estate could owe Massachusetts …": what a tax could cost
      // is not a debt.
      if (
        kind === "liability" &&
        cue !== null &&
        /^owe/i.test(s.text.slice(cue.start - s.start, cue.end - s.start)) &&
        /\b(?:could|would|might|may|will|'d|'ll)\s+(?:\w+\s+)?$/i.test(
          s.text.slice(Math.max(0, cue.start - s.start - 20), cue.start - s.start),
        )
      )
        kind = "ignore";
      // "Rental (net) ......... $18,000" on an income list: what the rentals bring in, not their value.
      if (
        (kind === "investmentRealEstate" || kind === "realEstate") &&
        cue !== null &&
        /\brent(?:al)?s?\s*\(?\s*(?:net|income|gross)\b/i.test(
          s.text.slice(cue.start - s.start, Math.min(rel, cue.end - s.start + 12)),
        )
      )
        kind = "income";
      // "A friend's family paid Oregon over $200,000 when her father died and his estate was …": a
      // sum paid is not a net worth.
      if (
        kind === "netWorth" &&
        cue !== null &&
        cue.start > m.start &&
        /\b(?:paid|pays?|paying|owed|owes?|wrote a check for)\b[^.;$\d]{0,20}$/i.test(
          s.text.slice(Math.max(0, rel - 30), rel),
        )
      )
        kind = "ignore";
      // "- Brokerage $1,050,000 / - Savings, about $90,000 / So about $3.2 million, which surprises
      // me every time I add it up.": a figure opening a sentence right after a list of holdings,
      // with no cue of its own, is their total, the net worth.
      if (
        kind === "ignore" &&
        (cue === null || cue.start === m.start) &&
        /^[\s>]*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:so|that's|that is|that makes|which (?:comes|adds up) to|altogether|all told|in all|in total)\b,?\s*(?:we're\s+|i'm\s+)?(?:at\s+)?(?:about|around|roughly|approximately|call it|~)?\s*\$?$/i.test(
          s.text.slice(0, rel),
        ) &&
        holdingsBefore(out, s.index - 8) >= 3
      )
        kind = "netWorth";
      // "So about $4.8 million counting the house.": a figure counting the house is the net worth.
      if (
        kind === "ignore" &&
        cue === null &&
        /^[\s>*\u2022-]*(?:[A-Za-z][\w .'\u2019-]{0,30}:\s*)?["\u201c]?\s*(?:so|and|that's|that is|which is)?,?\s*(?:about|around|roughly|approximately|call it|~)?\s*\$?$/i.test(
          s.text.slice(0, rel),
        ) &&
        /^\s*(?:all (?:in|told|together),?\s*)?(?:counting|including|with)\s+(?:the\s+|our\s+|my\s+|his\s+|her\s+)?(?:house|home|residence|condo|everything|(?:half|share|stake|part) of the (?:practice|business|company|firm))\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 40),
        )
      )
        kind = "netWorth";

      // "SHERRY: I'm keeping my job at the hospital - scheduling, part-time. It's about thirty-eight
      // thousand.": a figure with no cue, said right after the same speaker's words about a job, is
      // that job's pay.
      if (
        kind === "ignore" &&
        cue === null &&
        !thirdParty &&
        m.period !== "month" &&
        m.amountUsd >= 10_000 &&
        m.amountUsd < 2_000_000 &&
        lastSentence !== null &&
        lineStartAt(doc.source, lastSentence.start) === line &&
        !/\?\s*$/.test(lastSentence.text) &&
        (OCCUPATION.test(lastSentence.text) || (turnAsked !== null && JOB_QUESTION.test(turnAsked.text))) &&
        /^\s*(?:it's|it is|that's|that is|that pays|pays|i make|i get|i earn|i'm at)?\s*(?:about|around|roughly|maybe|probably|~)?\s*\$?\s*$/i.test(
          s.text.slice(0, rel),
        )
      )
        kind = "income";
      // "… so my income is my salary plus that $40,000": the same amount named again.
      // "Send the $15K straight from the IRA", "leave the $300K to UI": "the" before a figure said
      // earlier points back at it.
      // "AVERY: So five hundred twenty thousand of stock with an eighty-eight thousand dollar
      // basis.": a recap opening on "So" repeats figures already read.
      const again =
        (/\b(?:that|this|the same|those|the)\s*\$?\s*$/i.test(s.text.slice(Math.max(0, rel - 12), rel)) ||
          (/^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?so\b/i.test(s.text) &&
            ms.length >= 2 &&
            ms.every((x) => amountsSeen.has(x.amountUsd))) ||
          // "…it's forty-nine eighty gross. Four thousand nine hundred eighty.": a sentence that is
          // only a figure said before, repeated to be sure of it.
          (/^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:so,?\s+|call it\s+|i mean,?\s+|that's\s+)?$/i.test(
            s.text.slice(0, rel),
          ) &&
            /^\s*(?:exactly|even|flat)?\s*[.!]?\s*$/i.test(s.text.slice(m.end - s.start)))) &&
        amountsSeen.has(m.amountUsd);
      // "+ strip ctr where shop #2 sits, own it in an LLC, ~1.1mm": a property held in an LLC is
      // real estate, not an operating business.
      if (
        kind === "business" &&
        cue !== null &&
        /^(?:an? )?llc$/i.test(s.text.slice(cue.start - s.start, cue.end - s.start).trim()) &&
        /\b(?:strip (?:mall|center|centre|ctr)|(?:office|apartment|industrial|commercial) (?:building|complex|property)|rental propert\w*|rentals|duplex(?:es)?|warehouse|the building)\b/i.test(
          s.text,
        )
      )
        kind = "investmentRealEstate";
      // "RSUs vesting ~$400K/yr": shares vesting each year are pay (W-2 income when they vest).
      if (
        kind !== "income" &&
        m.period === "year" &&
        /\b(?:rsus?|restricted stock(?: units)?)\b[^.;$]{0,20}(?:\bvest\w*[^.;$]{0,12}|\bof\s+(?:about|around|roughly|~)?\s*)$/i.test(
          s.text.slice(Math.max(0, rel - 45), rel),
        )
      )
        kind = "income";
      // "~$2M distributions over the last 5 years": a total of several years is not a year's income.
      // "The practice grosses $2.1M a year": the business's revenue, not the owner's pay.
      if (
        kind === "income" &&
        (/^[^.;]{0,40}?\b(?:over|across|in) the (?:last|past|previous) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|several|few) years\b/i.test(
          s.text.slice(m.end - s.start),
        ) ||
          /\b(?:practice|business|company|firm|shop|store|restaurant|agency|clinic|dealership|operation|llc|s-?corp)\s+(?:grosses|grossed|does|did|generates|generated|brings in|brought in|bills|billed|has revenue of|revenue(?: is| was| of)?)\s*(?:about|around|roughly|~|over|nearly)?\s*\$?$/i.test(
            s.text.slice(Math.max(0, rel - 60), rel),
          ))
      )
        kind = "ignore";
      // "make a $7,500 nondeductible traditional IRA contribution": money going into an account is
      // neither a balance nor income.
      if (
        (kind === "income" || kind === "retirement") &&
        /^\s*(?:(?:nondeductible|non-deductible|deductible|traditional|roth|ira|401\s?\(?k\)?|403\s?\(?b\)?|457|sep|simple|hsa|employee|employer|annual|yearly|catch-?up|after-tax|pre-?tax|spousal|backdoor|max(?:imum)?|elective|salary)\s+){0,4}(?:contributions?|deferrals?|deposits?)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 70),
        )
      )
        kind = "ignore";
      // "put ~5 years of giving ($225K) into the DAF": several years' worth at once is not a year's.
      if (
        (kind === "income" || kind === "giving") &&
        /\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|several|a few)\s+years?(?:['\u2019])?\s+(?:of|worth of)\s+(?:[a-z]+\s+){0,2}\(?\s*(?:~|about\s+|around\s+|roughly\s+)?$/i.test(
          s.text.slice(Math.max(0, rel - 60), rel),
        )
      )
        kind = "ignore";
      // "All in, about $6.5 million this year - salary, bonus and carry together": pay words right
      // after a total name what it totals.
      if (
        (kind === "netWorth" || kind === "totalAssets") &&
        /^\s*(?:this year|a year|per year|annually)?\s*[-–—,:(]?\s*(?:in\s+)?(?:salary|base|bonus|comp(?:ensation)?|w-?2|wages|pay|earnings)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 40),
        )
      )
        kind = "householdIncome";
      // "required distributions on $1.7 million", "RMDs off a $900K IRA": the balance a
      // distribution is figured on, not the distribution.
      if (
        kind === "income" &&
        m.period === "once" &&
        /\b(?:distributions?|rmds?|withdrawals?|draws?)\s+(?:on|off|from|out of)\s+(?:an?\s+|the\s+|about\s+|roughly\s+|~)?\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        )
      )
        kind = "ignore";
      // "I pay Denise $6,000 a month alimony": support the client pays is an expense, not income.
      if (
        kind === "income" &&
        /\b(?:alimony|child support|maintenance)\b/i.test(s.text.slice(Math.max(0, rel - 40), m.end - s.start + 30)) &&
        // "Pays ex maintenance $4k/mo thru 2027": the subject left out of a shorthand line.
        /\b(?:i|he|she|we|they|client)\s+(?:pay|pays|paid|paying|owe|owes)\b|\bpays?\s+(?:(?:his|her|the)\s+)?ex\b|(?:^|[.;]\s+)pays\b/i.test(
          s.text.slice(Math.max(0, rel - 50), rel),
        )
      )
        kind = "ignore";
      // "more than the $72k-ish he gets into the 401(k)/PS now": what goes into an account each year.
      if (
        kind === "retirement" &&
        /^\S*\s+(?:(?:he|she|they|i|we|you)\s+)?(?:gets?|puts?|contributes?|defers?|saves?|socks? away)\s+(?:in|into|to)\s+(?:the |his |her |their |my |our |a |an )?(?:401|403|457|iras?\b|roth|tsp\b|sep\b|plan\b|account)/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 40),
        )
      )
        kind = "ignore";
      // "SUE: Plus my side business, maybe 20." right after an answer about pay: more pay.
      if (
        i === 0 &&
        (kind === "business" || kind === "ignore" || kind === "companyMetric") &&
        lastAmountBefore !== null &&
        lastAmountBefore.sentence === lastSentence &&
        (lastAmountBefore.kind === "income" || lastAmountBefore.kind === "householdIncome") &&
        /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:plus|also|and also|on top of that)\b/i.test(s.text)
      )
        kind = "income";
      // "Income - Erik NQDC installments: $180,000/yr": every amount on an income line is income,
      // but not the balance an income is drawn from ("she draws $4,000/mo from a $1.2M IRA").
      const balanceNamed =
        kind === "retirement" &&
        m.period === "once" &&
        cue !== null &&
        (cue.start >= m.end
          ? s.text.slice(m.end - s.start, cue.start - s.start).trim() === ""
          : /^\s*(?:balance|bal\.?|is|of|at|:|~|about|around)?\s*(?:balance|bal\.?)?\s*[:=~]?\s*(?:about|around)?\s*$/i.test(
              s.text.slice(cue.end - s.start, m.start - s.start),
            ));
      if (
        incomeLine &&
        !balanceNamed &&
        (kind === "retirement" ||
          kind === "ignore" ||
          kind === "business" ||
          kind === "taxable" ||
          kind === "otherAsset" ||
          kind === "investmentRealEstate" ||
          kind === "realEstate")
      )
        kind = "income";
      // "W-2 from practice 180k", "salary through the S corp of $250K": pay whose source is named.
      if (
        cue !== null &&
        (kind === "business" || kind === "companyValue") &&
        PAY_FROM.test(s.lower.slice(Math.max(0, cue.start - s.start - 30), cue.start - s.start))
      )
        kind = "income";
      // "ranch net ~$180K/yr", "rentals bring $60k a year": a yearly or monthly amount of an asset is income from it.
      if (
        m.period !== "once" &&
        (kind === "investmentRealEstate" ||
          kind === "business" ||
          kind === "realEstate" ||
          kind === "taxable" ||
          // "50% survivor annuity, $2,800/mo": an annuity's payments are income.
          (kind === "otherAsset" &&
            cue !== null &&
            /annuit/i.test(s.text.slice(cue.start - s.start, cue.end - s.start)) &&
            !/\b(?:premium|contribut\w*|pay(?:s|ing)? in(?:to)?)\b/i.test(s.text)))
      )
        kind = "income";
      // "nursing home … private-pay rate ~$13,500/month", "the house payment alone is $3,100 a
      // month": a monthly or yearly amount beside a home is a cost, not the home's value.
      if (m.period !== "once" && (kind === "residence" || kind === "vacationHome")) kind = "ignore";
      // "$40,000 a year out of the inherited IRA": a yearly draw from an account is income; a yearly
      // amount put into one ("maxes the 401(k) at $23.5k a year") is a contribution.
      // "already maxes the 401(k) with profit sharing ($72K total in 2025 for him)": a year's
      // contribution said in a bracket after the account is maxed, not its balance.
      if (
        m.period === "once" &&
        kind === "retirement" &&
        /\bmax(?:es|ed|ing)?\b(?:\s+out)?[^.;$]{0,50}\(\s*(?:about\s+|~)?\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 70), rel),
        )
      )
        kind = "ignore";
      if (m.period !== "once" && kind === "retirement")
        kind = /\b(?:max\w*|contribut\w*|puts?|putting|sav(?:e|es|ing)|defer\w*|funds?|funding|deposits?)\b/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        )
          ? "ignore"
          : "income";
      // "Pension $22k + SS $32k = $54k/yr": an amount after "=" is the total of the ones before.
      const totalOfPrevious =
        previous !== null &&
        /^\s*(?:=|equals|for a total of|totaling|totalling)\s*$/i.test(s.text.slice(prevEnd - s.start, rel));
      // "Rita's $118k plus Paul's pension of $62k, about $180k a year": an estimate after a sum is its total.
      const approxTotal =
        previous !== null &&
        /^\s*[,;]\s*(?:so\s+|or\s+|which is\s+|that's\s+)?(?:about|around|roughly|approximately|approx\.?|call it|~)\s*$/i.test(
          s.text.slice(prevEnd - s.start, rel),
        ) &&
        /\bplus\b|\+|\band\b/i.test(s.text.slice(0, prevEnd - s.start));
      if ((totalOfPrevious || approxTotal) && previous) kind = previous.kind;
      // "of which $1.1M", "(including $400k in a Roth)", "$1.5M of it in Apple": a part of the amount before.
      const partAfter = /^\s*(?:of (?:it|that|this|which|those)|of the (?:total|above|balance))\b/i.test(
        s.text.slice(m.end - s.start, m.end - s.start + 20),
      );
      let subsetOf = previous && (SUBSET_BEFORE.test(before) || partAfter) ? previous : null;
      // "… about 2.1 million? / About that. And roughly 780 of it is P&G stock.": the amount of a
      // sentence or two before, when this one has none before it.
      if (
        subsetOf === null &&
        partAfter &&
        previous === null &&
        lastAmountBefore !== null &&
        lastAmountBefore.sentence.index >= s.index - 2 &&
        lastAmountBefore.mention.amountUsd > m.amountUsd
      ) {
        subsetOf = lastAmountBefore;
        if (kind === "ignore" || kind === "taxable" || kind === "business" || kind === lastAmountBefore.kind)
          kind =
            lastAmountBefore.kind === "retirement" &&
            /\b(?:stock|shares)\b/i.test(s.text.slice(rel, Math.min(s.text.length, m.end - s.start + 30)))
              ? "employerStock"
              : lastAmountBefore.kind;
      }
      // "- Kessling Savings Plan (401k) total: $1,912,000\n    - Kessling common stock fund:
      // $846,000": an item indented under a list item with an amount is a part of that amount.
      // "Giving: ~$15K/yr by check ->\n  UI Foundation $8K\n  food bank $5K": lines indented under a
      // labelled line with an amount, with or without list marks, are its parts, of its kind.
      const parentItem = subsetOf === null ? indentedParent(doc.source, m, out) : null;
      if (parentItem && parentItem.mention.amountUsd > m.amountUsd) {
        subsetOf = parentItem;
        if (
          parentItem.kind === "retirement" &&
          (kind === "taxable" || kind === "business" || kind === "ignore") &&
          /\b(?:stock|shares)\b/i.test(s.text)
        )
          kind = "employerStock";
        // (Not one its own cue sets aside: "ISOs: 48k vested, strike $1.85" under a pay line.)
        else if (kind === "ignore" && parentItem.kind !== "ignore" && (cue === null || cue.start === m.start))
          kind = parentItem.kind;
      }
      // "comp ~390 (210 base + ~180 RSU)": amounts inside a bracket opened right after an amount
      // are its parts; the parts of pay are pay.
      const parent = bracketParent(s, m, out.slice(firstOfSentence));
      if (parent) {
        subsetOf = parent;
        if (
          (parent.kind === "income" || parent.kind === "householdIncome") &&
          ["income", "ignore", "employerStock", "taxable"].includes(kind)
        )
          kind = parent.kind;
      }
      // "distributions were about $1.5M last year and he expects around $1.8M this year": the same thing again.
      if (
        kind === "ignore" &&
        previous !== null &&
        previous.sentence === s &&
        CONTINUATION.test(s.text.slice(prevEnd - s.start, rel)) &&
        // "… from now on it's Rita's $118k": another person's amount, not the same one again.
        !/\b[A-Z][a-z]+'s\s*$|\b(?:his|her|their)\s*$/.test(s.text.slice(prevEnd - s.start, rel))
      ) {
        kind = previous.kind;
        // "Estate ~ $20M (per 2024 statement), probably $22M now": the figure said for now replaces
        // the one before it.
        if (
          (kind === "netWorth" || kind === "totalAssets" || kind === "business" || kind === "companyValue") &&
          /^\s*(?:now|today|currently|these days)\b/i.test(s.text.slice(m.end - s.start, m.end - s.start + 16))
        )
          previous.past = true;
      }
      // "A little over $3.3M all in.": a sum with nothing named but "all in" is what they have.
      if (
        kind === "ignore" &&
        cue === null &&
        m.period === "once" &&
        m.amountUsd >= 100_000 &&
        /^\s*(?:all[-\s]in|all told)\s*[.!]?\s*$/i.test(s.text.slice(m.end - s.start))
      )
        kind = "netWorth";
      // "net worth not counting the practice is about $3.5M, so with the practice maybe $8.3 million":
      // the same figure with the part added back is the whole.
      let withPart = false;
      if (
        previous !== null &&
        previous.sentence === s &&
        (previous.kind === "netWorth" || previous.kind === "totalAssets") &&
        m.amountUsd > previous.mention.amountUsd &&
        WITH_PART.test(s.text.slice(prevEnd - s.start, rel))
      ) {
        kind = previous.kind;
        withPart = true;
      }
      // "three million, maybe three and a half with the house": the larger figure that adds the
      // house (or the business) back is the whole.
      if (
        previous !== null &&
        previous.sentence === s &&
        (previous.kind === "netWorth" || previous.kind === "totalAssets") &&
        m.amountUsd > previous.mention.amountUsd &&
        /^[\s,]*(?:,?\s*)?(?:with|including|counting|plus|if you count|if you include)\s+(?:the\s+|our\s+|his\s+|her\s+|their\s+)?(?:house|home|residence|business|company|practice|everything)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 40),
        )
      ) {
        kind = previous.kind;
        withPart = true;
      }
      // "NW: 3M liquid + 1M house = 4M": the sum after "=" is the whole the first figure began.
      const sumStart = out[firstOfSentence];
      if (
        sumStart !== undefined &&
        sumStart.sentence === s &&
        /(?:=|->|=>|→)\s*(?:~|about|approx\.?)?\s*\$?$/.test(s.text.slice(Math.max(0, rel - 6), rel)) &&
        /\+|\bplus\b/.test(s.text.slice(sumStart.mention.end - s.start, rel))
      ) {
        kind = sumStart.kind;
        withPart = true;
      }
      // "Owns 60% of a $5M HVAC company", "each own half of the dealership, valued at $14M": the
      // figure after a share "of" the business is the whole company's value, not the client's stake.
      // "co-own the family restaurant group 50/50, valued at $6M": the value of what they co-own.
      if (
        kind === "business" &&
        /\b(?:valued at|worth|appraised at)\s*(?:about|around|roughly|~)?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 24), rel),
        ) &&
        /\b(?:co-?owns?|co-?owned|50\s?\/\s?50|[1-9]\d\s?\/\s?[1-9]\d)\b/i.test(s.text.slice(0, rel)) &&
        !/\b(?:stake|share|interest|half|portion|piece)\b/i.test(
          s.text.slice(
            s.text.slice(0, rel).search(/\b(?:co-?owns?|co-?owned|50\s?\/\s?50|[1-9]\d\s?\/\s?[1-9]\d)\b/i),
            rel,
          ),
        )
      )
        kind = "companyValue";
      // "each own 50% of Ridge Supply, worth ~$8M": a company named by its own name.
      if (
        (kind === "ignore" || kind === "business") &&
        /\b(?:\d{1,3}(?:\.\d+)?\s?%|half|a (?:third|quarter)|one[-\s](?:third|quarter))\s+(?:of|in)\s+(?:(?:[A-Z][\w&'.-]*|&)\s+){0,4}[A-Z][\w&'.-]*,?\s*(?:which is\s+|now\s+)?(?:worth|valued at|appraised at|est\.?|estimated(?: at)?)\s*(?:about|around|roughly|~)?\s*$/.test(
          s.text.slice(Math.max(0, rel - 90), rel),
        )
      )
        kind = "companyValue";
      if (
        kind === "business" &&
        (/\b(?:\d{1,3}(?:\.\d+)?\s?%|half|a (?:third|quarter)|one[-\s](?:third|quarter)|(?:two|three)[-\s](?:thirds|quarters))\s+(?:stake\s+)?(?:of|in)\s+(?:a|an|the|their|his|her)\s*~?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 30), rel),
        ) ||
          /\b(?:\d{1,3}(?:\.\d+)?\s?%|half|a (?:third|quarter)|one[-\s](?:third|quarter))\s+(?:of|in)\s+(?:the|a|an|their|his|her)\s+(?:[\w&'-]+\s+){0,2}?(?:company|business|dealership|firm|practice|partnership|llc|group|restaurant|agency|shop|store|clinic|operation)\b,?\s*(?:which is\s+|that is\s+|now\s+)?(?:valued|appraised|worth)\s*(?:at)?\s*(?:about|around|roughly|~)?\s*$/i.test(
            s.text.slice(Math.max(0, rel - 90), rel),
          ))
      )
        kind = "companyValue";
      // "Sold his company in 2022 for $30M": the price of a sale made is neither a business held
      // nor a sale to come.
      if (
        (kind === "business" || kind === "companyValue" || kind === "salePrice") &&
        /\bsold\b[^.;$]{0,50}\bfor\s*(?:about|around|roughly|~|just over|just under)?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 70), rel),
        )
      )
        kind = "ignore";
      // "an offer of $20M for 100% of the company": the words of a deal make the whole company's
      // figure a price, not a value.
      if (
        kind === "companyValue" &&
        cue !== null &&
        /^for (?:100\s?%|100 percent|(?:a|one) hundred percent|all) of/i.test(
          s.text.slice(cue.start - s.start, cue.end - s.start),
        ) &&
        /\b(?:offer\w*|loi|letter of intent|bid|buyer|acquir\w*|sell\w*|sale|purchase price|term sheet|cash at closing|at closing)\b/i.test(
          s.text,
        )
      )
        kind = "salePrice";
      // "the estate is well over two $15M exclusions", "under the $2 million exemption": a legal
      // threshold named right after the figure is not the client's money.
      if (
        /^\s*(?:federal\s+|state\s+|estate[-\s]tax\s+|gift[-\s]tax\s+|lifetime\s+|per[-\s]person\s+|basic\s+)?(?:exclusions?|exemptions?|exemption amounts?|thresholds?|phase-?outs?|contribution limits?)\b/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 40),
        )
      )
        kind = "ignore";
      // "after-tax contributions above the $24,500": a limit named with "the", not a balance.
      if (
        (kind === "retirement" || kind === "taxable" || kind === "cash" || kind === "income") &&
        /\b(?:above|beyond|up to|past|over|under|below|exceed(?:s|ing)?|in excess of|on top of)\s+the\s*\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 24), rel),
        )
      )
        kind = "ignore";
      // "My base isn't $188K anymore. The promotion went through in March and it's $212,000 now.":
      // today's figure of the amount the sentence before said is no longer right.
      if (
        kind === "ignore" &&
        cue === null &&
        lastAmountBefore?.negated &&
        lastAmountBefore.kind !== "ignore" &&
        lastAmountBefore.sentence.index >= s.index - 2 &&
        /\b(?:it's|it is|it's now|now)\s*(?:about|around|~)?\s*\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 16), rel),
        ) &&
        /^\s*(?:now|today|currently|as of)\b/i.test(s.text.slice(m.end - s.start, m.end - s.start + 12))
      )
        kind = lastAmountBefore.kind;
      // "Net Sch C profit: 2025 $281K / 2026 proj. ~$260K": a sole proprietor's Schedule C profit is
      // the owner's income, not a figure of a company apart from him.
      if (
        kind === "companyMetric" &&
        cue !== null &&
        /^(?:profits?|net income)$/i.test(s.text.slice(cue.start - s.start, cue.end - s.start)) &&
        /\b(?:sch(?:ed(?:ule)?)?\.?\s*c|1099|sole prop\w*)\b/i.test(s.text.slice(0, rel))
      )
        kind = "income";
      // "Ideas / recs:\n 1) S-corp election … Travis salary ~ $110-120K reasonable comp": pay proposed
      // under a heading of recommendations is a proposal, not today's income.
      if (
        (kind === "income" || kind === "householdIncome") &&
        /^\s*(?:ideas?|recs?|recommendations?|proposals?|proposed|options?|next steps|action items|to ?do|ideas?\s*\/\s*recs?)\b[^\n]{0,30}:?\s*$/i.test(
          listHeading ?? "",
        )
      )
        kind = "ignore";
      // "they have talked about giving "something significant," on the order of $150,000": a gift
      // considered is not the giving they do each year.
      if (
        kind === "giving" &&
        /\b(?:talked about|talking about|thinking about|considering|would like to|want(?:s)? to|hope to|plan(?:s|ning)? to|might|may)\b[^.;$\d]{0,50}$/i.test(
          s.text.slice(Math.max(0, rel - 70), rel),
        )
      )
        kind = "ignore";
      // "Giving\n- About $30,000 a year: St. Paul parish ($20,000) and the food bank": a figure with no
      // cue of its own, listed under a heading about giving, is the giving.
      if (
        (kind === "income" || kind === "ignore") &&
        (cue === null || cue.start === m.start) &&
        /^\s*(?:charitable\s+)?(?:giving|donations?|charity|philanthropy|tithing|tithes)\b[^\n]{0,40}$/i.test(
          listHeading ?? "",
        )
      )
        kind = "giving";
      // "company under $50 million at issuance": a limit the company stayed under, not its value.
      if (
        (kind === "business" || kind === "companyValue") &&
        cue !== null &&
        cue.end <= m.start &&
        /\b(?:under|below|less than|over|above|more than)\s*(?:the\s*)?\$?\s*$/i.test(
          s.text.slice(cue.end - s.start, rel),
        ) &&
        !/\b(?:worth|valued|value|appraised)\b/i.test(s.text.slice(cue.start - s.start, rel))
      )
        kind = "ignore";
      // "His half of the dental practice is worth ~$900K": what the client's own part is worth is
      // the interest, not the whole company.
      if (
        kind === "companyValue" &&
        /\b(?:his|her|their|my|our)\s+(?:half|third|quarter|share|stake|interest|\d{1,3}\s?%)\s+(?:of|in)\s+(?:the|a|an|his|her|their|our|my)\s+(?:[\w-]+\s+){0,2}(?:firm|company|business|practice|partnership|llc|group|agency|restaurant|shop|store|clinic|dealership|operation)\b[^.;$]{0,30}$/i.test(
          s.text.slice(Math.max(0, rel - 90), rel),
        )
      )
        kind = "business";
      // "She is still in the house …; it is paid off and she thinks it would sell for around $215,000":
      // what a home would sell for is the home's value.
      if (
        kind === "companyValue" &&
        cue !== null &&
        /^(?:would|could) (?:sell|go) for$/i.test(s.text.slice(cue.start - s.start, cue.end - s.start)) &&
        /\b(?:house|home|condo|townhouse|residence)\b/i.test(s.text.slice(0, rel)) &&
        !/\b(?:company|business|practice|firm|shop|store|llc|inc|corp|agency|restaurant|building|land|farm|acres?|rental)\b/i.test(
          s.text,
        )
      )
        kind = "residence";
      // "Investment RE (all titled in the family trust):\n  3) Oceanside condo - FMV ~$640K": a home
      // listed under a heading of investment or rental property is one.
      if (
        (kind === "residence" || kind === "vacationHome" || kind === "realEstate") &&
        /\b(?:investment (?:re|real estate|propert\w*)|rentals?|rental propert\w*|income propert\w*)\b/i.test(
          listHeading ?? "",
        )
      )
        kind = "investmentRealEstate";
      // "409A value $14.50": a price per share is not what the company is worth.
      if ((kind === "companyValue" || kind === "business" || kind === "salePrice") && m.amountUsd < 1000)
        kind = "ignore";
      // "W: $250k, hospital admin.", "K is an ICU nurse at Stanford, ~145 w/ OT": pay beside an occupation.
      if (
        kind === "ignore" &&
        cue === null &&
        m.period === "once" &&
        OCCUPATION.test(s.text.slice(Math.max(0, rel - 60), m.end - s.start + 30)) &&
        // "Broker's opinion of value: $9 million for 100%": a broker's figure of what something is worth is not pay.
        !VALUE_WORDS.test(s.text.slice(Math.max(0, rel - 60), m.end - s.start + 30)) &&
        (personLine ||
          SELF_LINE.test(s.text) ||
          // "Chidi salary $225K; Adaeze is an employment lawyer at a Boston firm, $260K": the clause
          // the amount sits in is about one person.
          PERSON_LINE.test(s.text.slice(0, rel).split(";").pop() ?? "") ||
          // "Salary 210k, wife part-time about 30k": a clause opening on the spouse.
          // "Dale 55; wife Lisa 53, school nurse at R-7, $71,000": or the clause since the last semicolon.
          [/[;,]/, ";"].some((sep) =>
            /^\s*(?:(?:his|her|my|the)\s+)?(?:wife|husband|spouse|partner)\b/i.test(
              s.text.slice(0, rel).split(sep).pop() ?? "",
            ),
          ))
      )
        kind = "income";
      // "'25 K-1 ~$745K; '26 projected ~$790K per firm budget": the next year of a series keeps the
      // first figure's kind over a word after it that only says where the projection comes from.
      if (
        cue !== null &&
        cue.start >= m.end &&
        previous !== null &&
        previous.sentence === s &&
        previous.kind !== "ignore" &&
        YEAR_SERIES.test(s.text.slice(prevEnd - s.start, rel))
      )
        kind = previous.kind;
      // "$3,200/mo (him) and $1,800/mo (her)", "hers is $2,400 a month and his is $3,100": a second
      // amount joined to the first with no word of its own is one more of the same. "Farm net
      // bounces: '24 ~310k, '25 ~140k (prices), '26 proj ~200k": figures of a series of years are
      // of the first one's kind (each dated by its own year).
      if (
        kind === "ignore" &&
        cue === null &&
        previous !== null &&
        previous.sentence === s &&
        (PARALLEL.test(s.text.slice(prevEnd - s.start, rel)) ||
          YEAR_SERIES.test(s.text.slice(prevEnd - s.start, rel)) ||
          NAMED_PARALLEL.test(s.text.slice(previous.mention.end - s.start, rel)) ||
          // "gives $4,000 a year to St. Pius X and $1,000 to the Toledo food bank": one more gift.
          (previous.kind === "giving" &&
            /^\s*(?:(?:a|per|each)\s+(?:year|month)\s+)?to\s+[^$\d;]{1,50}?\s+and\s*$/i.test(
              s.text.slice(previous.mention.end - s.start, rel),
            ) &&
            /^\s*(?:a year\s+|per year\s+)?to\b/i.test(s.text.slice(m.end - s.start))))
      )
        kind = previous.kind;
      // "Income (2026)\n- Lena: $540,000\n- Omar: $82,000": an item under an income heading.
      if (kind === "ignore" && cue === null && m.period === "once") {
        const heading = listHeading;
        if (
          heading !== null &&
          /^\s*(?:annual |household |current |earned )?(?:income|comp(?:ensation)?|pay|earnings)\b/i.test(heading)
        )
          kind = "income";
      }
      // "TYLER: Yep, senior manager now. Ninety-eight thousand.": a figure said alone right after
      // the speaker's work is the speaker's pay.
      if (
        (kind === "ignore" || kind === "business") &&
        i === 0 &&
        m.period === "once" &&
        lastSentence !== null &&
        lineStartAt(doc.source, lastSentence.start) === line &&
        OCCUPATION.test(lastSentence.text) &&
        /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:about|around|roughly|maybe|~|\$)?\s*$/i.test(s.text.slice(0, rel)) &&
        /^\s*(?:a year|\/yr|per year|base|salary|gross)?\s*[.!]?\s*$/i.test(s.text.slice(m.end - s.start))
      )
        kind = "income";
      // "Mortgage on the house, 260 left": what is left to pay on a loan is a debt.
      if (
        kind !== "liability" &&
        /^\s*(?:left|remaining|to go|outstanding|owed|still owed|left on it)\b/i.test(s.text.slice(m.end - s.start)) &&
        /\b(?:mortgages?|loans?|notes?|debts?|heloc|owe)\b/i.test(s.text)
      )
        kind = "liability";
      // "the whole thing, land and company and everything, net of the operating line, is about $36
      // million": a figure net of a debt is not the debt.
      if (
        kind === "liability" &&
        cue !== null &&
        /\bnet of\s+(?:the\s+|any\s+|all\s+)?$/i.test(
          s.text.slice(Math.max(0, cue.start - s.start - 16), cue.start - s.start),
        )
      )
        kind = /\b(?:whole thing|everything|all in|in total|net worth|total)\b/i.test(s.text.slice(0, rel))
          ? "netWorth"
          : "ignore";
      // "Operating line of credit $1.2M (company)": whose debt a bracket after it names does not
      // make the debt a business interest.
      if (
        kind === "business" &&
        cue !== null &&
        cue.start >= m.end &&
        /^\s*\(/.test(s.text.slice(m.end - s.start, cue.start - s.start)) &&
        LIABILITY_BEFORE.test(s.text.slice(Math.max(0, rel - 30), rel))
      )
        kind = "liability";
      // "Balance sheet: assets $6.1M, liabilities $600K, net $5.5M": the net of a balance sheet.
      if (
        cue !== null &&
        /^net$/i.test(s.text.slice(cue.start - s.start, cue.end - s.start)) &&
        m.period === "once" &&
        /\bassets\b/i.test(s.text.slice(0, rel)) &&
        /\b(?:liabilities|debts?)\b/i.test(s.text.slice(0, rel))
      ) {
        kind = "netWorth";
        // The sheet's other figures are its assets and debts, not its net worth.
        for (const o of out.slice(firstOfSentence)) if (o.kind === "netWorth") o.kind = "totalAssets";
      }
      // "NW went from $5M to $8M": the figure a change went to is the current one of its kind.
      if (
        (kind === "ignore" || cue === null) &&
        previous !== null &&
        previous.sentence === s &&
        /^\s*to\s*(?:about|around|~)?\s*$/i.test(s.text.slice(prevEnd - s.start, rel)) &&
        CHANGE_FROM.test(
          s.text.slice(Math.max(0, previous.mention.start - s.start - 30), previous.mention.start - s.start),
        )
      ) {
        kind = previous.kind;
        previous.past = true;
      }
      // "His 401(k) is $2.0M, including about $1.3M in CAT stock", "$1.6M, ~$500k of it co. stock":
      // shares held inside a retirement plan are the employer's stock (the plan holds no other single stock).
      if (
        subsetOf?.kind === "retirement" &&
        (kind === "taxable" || kind === "business") &&
        /\b(?:stock|shares)\b/i.test(s.text.slice(Math.max(0, rel - 25), Math.min(s.text.length, m.end - s.start + 30)))
      )
        kind = "employerStock";
      // "the P&G shares in the plan … The value is still about $1.4M": shares said to be held in a
      // retirement plan are the employer's stock in it.
      if (
        (kind === "taxable" || kind === "business") &&
        cue !== null &&
        /^(?:stock|shares)$/i.test(doc.source.slice(cue.start, cue.end)) &&
        /^\s+(?:in|inside|within|held in)\s+(?:the|his|her|my|their|your|our)\s+(?:plan|401\s?\(?k\)?|403\s?\(?b\)?|retirement plan|profit[-\s]sharing)/i.test(
          doc.source.slice(cue.end, cue.end + 40),
        )
      )
        kind = "employerStock";
      // An amount a year with no word of its own is most often income ("~$350k a year").
      // "the premium keeps going up - I think it's around $38K a year now - and he's paying it out of
      // pocket": not when the clause speaks of a cost (a premium, tuition, a mortgage, care, fees).
      // "CHARITABLE\n  ~$45,000/yr, all by check: …": under a heading of giving, a yearly figure is giving.
      if (
        kind === "ignore" &&
        cue === null &&
        m.period !== "once" &&
        GIVING_HEADING.test(headingAbove(doc.source, m.start) ?? "")
      )
        kind = "giving";
      if (
        kind === "ignore" &&
        cue === null &&
        m.period !== "once" &&
        !previous &&
        // "Group LTD replaces about $120K/yr", "target $15K/mo benefit": what a policy would pay, not income.
        !INSURED_BENEFIT.test(s.text) &&
        !COST_NEAR.test(
          `${doc.source.slice(Math.max(0, m.start - 80), m.start).replace(/^[\s\S]*[.!?](?:\s|$)/, "")}${s.text.slice(rel, Math.min(s.text.length, m.end - s.start + 40))}`,
        )
      )
        kind = "income";
      // "Group LTD replaces about $120K/yr, the benefit is taxable": what a policy would pay, whatever
      // word sits near the figure, unless the client is drawing it ("disability benefits of …").
      if (
        kind === "income" &&
        INSURED_BENEFIT.test(s.text) &&
        !(
          cue !== null &&
          /\bdisability (?:income|benefits?|payments?|checks?)\b|\bssdi\b|\bva\b/i.test(
            s.text.slice(cue.start - s.start, cue.end - s.start),
          )
        )
      )
        kind = "ignore";
      // "Of that, about 900 grand is Conoco stock. The cost basis is around 150": a part, or a basis,
      // of the last amount of the sentence before.
      const carried =
        previous === null && i === 0 && lastAmountBefore !== null && lastAmountBefore.sentence === lastSentence
          ? lastAmountBefore
          : null;
      if (carried && OF_THAT.test(s.text.slice(0, rel))) {
        subsetOf = carried;
        if (
          carried.kind === "retirement" &&
          (kind === "taxable" || kind === "business") &&
          // "Of that, about 900 grand is Conoco stock", "Of that, CAT stock $740k".
          /\b(?:stock|shares)\b/i.test(s.text.slice(0, Math.min(s.text.length, m.end - s.start + 30)))
        )
          kind = "employerStock";
      }
      // "RO: And of that, how much is sitting in the Corvell stock fund? / GARY: Six hundred forty
      // thousand.": the answer to a question about a part of the amount said before it.
      const whole =
        previous === null &&
        i === 0 &&
        asked !== null &&
        subsetOf === null &&
        /\b(?:of (?:that|it|this)|within (?:that|it))\b/i.test(asked.text)
          ? out.findLast(
              (o) => o.kind !== "ignore" && o.sentence.index < asked.index && asked.index - o.sentence.index <= 2,
            )
          : undefined;
      if (whole && asked !== null) {
        subsetOf = whole;
        if (
          whole.kind === "retirement" &&
          (kind === "taxable" || kind === "business") &&
          /\b(?:stock|shares)\b/i.test(asked.text)
        )
          kind = "employerStock";
      }
      const basisOf =
        kind === "basis" &&
        !previous &&
        carried &&
        /^(?:employerStock|taxable|investmentRealEstate|business)$/.test(carried.kind)
          ? carried
          : null;
      if (kind === "basis" && !previous && !basisOf) kind = "ignore";
      // "Roth IRAs $50k each", "each has a Roth of about $80k", "two rentals at $400k each": one
      // amount for each of several holders or holdings.
      // "bonus has been $110K each of the last two years": once a year, not for each of two people.
      const eachAfter =
        /^\s*(?:(?:a|per)\s+(?:month|year)\s+|\/\s*(?:mo|yr)\s+)?each\b(?!\s+(?:of the (?:last|past|previous|next) )?(?:\w+\s+)?(?:years?|months?|quarters?)\b)/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 50),
        );
      const eachBefore =
        /\b(?:each|both)\s+(?:of them\s+)?(?:has|have|holds?|owns?|gets?|with|draws?|receives?|collects?|earns?|makes?)\b[^.;$]{0,30}$|\b(?:iras?|roths?|401\s?\(?k\)?s?|403\s?\(?b\)?s?|hsas?|529s?)\s+each\s*[:=~-]?\s*(?:about|around|roughly|~)?\s*\$?$/i.test(
          s.text.slice(Math.max(0, rel - 60), rel),
        );
      const totalAfter = /^\s*(?:in\s+)?(?:total|combined|together|between them)\b/i.test(
        s.text.slice(m.end - s.start, m.end - s.start + 24),
      );
      // "they each get Social Security, about $2,400 and $1,600": two figures, one for each.
      const oneEach =
        /^\s*(?:\/\s*(?:mo|month|yr|year)\s*)?(?:,\s*)?(?:and|&)\s*(?:about|around|~)?\s*\$?\d/i.test(
          s.text.slice(m.end - s.start, m.end - s.start + 24),
        ) ||
        /\$?\d[\d,.]*\s*[kKmM]?\s*(?:and|&)\s*(?:about|around|~)?\s*\$?$/.test(
          s.text.slice(Math.max(0, rel - 24), rel),
        );
      // A company's value is one figure however many own it.
      const times =
        (eachAfter || (eachBefore && !oneEach)) && !totalAfter && kind !== "companyValue"
          ? eachCount(s.text.slice(Math.max(0, rel - 50), rel))
          : 1;
      // "NW, we think, $3.1-ish": a dollar figure of a kind that is never that small, written
      // without its unit, is scaled as a number said without one is ("about 3.1" of a net worth).
      const unitless =
        m.period === "once" &&
        m.amountUsd < 1000 &&
        !/\d\.\d\d\b|[kmb]\b|mm\b|thousand|million|billion|grand/i.test(m.text)
          ? UNITLESS_KINDS.has(kind)
            ? bareScale(kind, m.amountUsd)
            : null
          : null;
      // The figure as written ("$3.1" is 3.1, though a dollar amount keeps whole dollars).
      const written = Number(/\d+(?:\.\d+)?/.exec(m.text.replace(/,/g, ""))?.[0] ?? m.amountUsd);
      const scaled = unitless ? { ...m, amountUsd: Math.round(written * unitless) } : m;
      // "net worth is underwater by about $150,000", "NW: -$150k", "negative net worth of $80K":
      // a net worth below zero.
      const belowZero =
        kind === "netWorth" &&
        (/(?:\b(?:underwater|negative|in the red|in the hole|upside[-\s]down)\b[^.;$\d]{0,25}|(?:^|[:(]\s*|\s)[-\u2212])$/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        ) ||
          /^\s*(?:in the red|in the hole|underwater|negative)\b/i.test(
            s.text.slice(m.end - s.start, m.end - s.start + 20),
          ));
      // "ADVISOR: And what comes in every month? / MAUREEN: Ed's Social Security is $2,600, mine
      // is $1,700": income answered to a question about a month is monthly.
      // "Dad's pension is $3,800/month and they each get Social Security, about $2,400 and $1,600":
      // figures of income after a monthly one in the same sentence, of a monthly size and with no
      // period of their own, are monthly too.
      const monthlyBefore = out
        .slice(firstOfSentence)
        .some((o) => o.kind === "income" && o.mention.period === "month" && o.sentence === s);
      // "Mine is nineteen hundred, his is twenty-six hundred" (Social Security): a benefit of a
      // monthly size is monthly; a year of Social Security or a pension is never that small.
      const monthlySized =
        kind === "income" &&
        scaled.period === "once" &&
        scaled.amountUsd >= 300 &&
        scaled.amountUsd < 6_000 &&
        /\b(?:social security|ss|ssi|ssdi|pension|annuity|survivor(?:['\u2019]s)? benefits?)\b/i.test(
          `${lastSentence !== null && lineStartAt(doc.source, lastSentence.start) === line ? lastSentence.text : ""} ${s.text.slice(Math.max(0, rel - 80), rel)} ${cue !== null ? doc.source.slice(cue.start, cue.end) : ""}`,
        );
      // "I get paid every two weeks, it's forty-nine eighty gross": a paycheck's figure, made a
      // year's (26 paychecks every two weeks, 24 twice a month, 52 a week).
      const paychecks =
        kind === "income" && scaled.period === "once" && scaled.amountUsd < 25_000
          ? paychecksAYear(
              `${turnAsked?.text ?? ""} ${doc.source.slice(Math.max(line, m.start - 120), m.start)}`,
              s.text.slice(m.end - s.start, m.end - s.start + 30),
            )
          : null;
      const perQuestion = paychecks
        ? { ...scaled, amountUsd: scaled.amountUsd * paychecks, period: "year" as const }
        : kind === "income" &&
            scaled.period === "once" &&
            (monthlySized ||
              (turnAsked !== null && /\b(?:every|each|a|per) month\b|\bmonthly\b|\/\s?mo\b/i.test(turnAsked.text)) ||
              (monthlyBefore &&
                scaled.amountUsd < 20_000 &&
                !/^\s*(?:a|per|\/)\s*(?:year|yr)\b|^\s*(?:annually|yearly)\b/i.test(
                  s.text.slice(m.end - s.start, m.end - s.start + 12),
                )))
          ? { ...scaled, period: "month" as const }
          : scaled;
      // "required distributions on an account that could be over two million by then": a figure
      // the account might reach is a projection, not what the client has or earns.
      const projected =
        /\b(?:could|would|might|may)\s+(?:be|grow to|reach|hit|get to|top)\s+(?:over|above|more than|north of|about|around|roughly|~)?\s*\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 40), rel),
        ) ||
        // "Mine says $3,050 a month at 67, $3,780 at 70": a benefit from an age not reached yet.
        (kind === "income" &&
          /^\s*(?:(?:a|per|\/)\s*(?:month|mo|year|yr)\.?\s*)?(?:at|from|starting at)\s+(?:age\s+)?(?:6[2-9]|70|(?:his|her|my|their|your)?\s*(?:full retirement age|fra|normal retirement age))\b/i.test(
            s.text.slice(m.end - s.start, m.end - s.start + 40),
          ) &&
          !/\b(?:gets?|receives?|collects?|draws?|is paid|started|claimed)\b/i.test(
            s.text.slice(Math.max(0, rel - 40), rel),
          )) ||
        // "Single life annuity: $4,650 a month. Hundred percent joint and survivor: $4,180": the
        // options of a pension election not yet made.
        (kind === "income" &&
          /\b(?:single[-\s]life(?: annuity)?|joint(?:\s+and|\s*&)\s+survivor|j\s*&\s*s|period certain)\b[^.;$\d]{0,20}$/i.test(
            s.text.slice(Math.max(0, rel - 45), rel),
          ) &&
          !/\b(?:elected|chose|took|takes|gets?|receives?|collects?|is paid|picked)\b/i.test(s.text.slice(0, rel)) &&
          // "Income (2026) / - Johnson Controls pension, 50% J&S survivor: $4,150/mo": an item of the
          // income the client has now is being paid.
          !INCOME_HEADING.test(listHeading ?? "")) ||
        // "a unitrust funded with a block of the shares (say $2M-$2.5M)": an example the adviser proposes.
        /(?:\(|,)\s*(?:say|e\.g\.,?|for example|for instance)\s*(?:about\s+|around\s+|~)?\$?\s*$/i.test(
          s.text.slice(Math.max(0, rel - 25), rel),
        ) ||
        // "At five percent on three-four, that's about a hundred seventy thousand a year to start":
        // a payout worked out from a rate, for a plan.
        (kind === "income" &&
          /\bat\s+(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+and\s+a\s+half)?\s*(?:%|percent)\s+(?:on|of)\b/i.test(
            s.text.slice(0, rel),
          )) ||
        // "If you leave most of it until the end, year 10 is a $1 million-plus distribution", "If
        // you spread it evenly, roughly $90-100K a year": a flow under a condition is a scenario.
        (kind === "income" &&
          /(?:^|[.;:!?]\s+|,\s*|\(\s*)(?:and\s+|but\s+|so\s+)?if\s+(?:you|we|they|he|she|i|the\s+\w+)\s+(?!(?:are|is|were|was|have|has|had)\s+(?:still\s+)?(?:paid|getting|receiving|collecting|taking)\b)[^.;]{0,100}$/i.test(
            s.text.slice(0, rel),
          )) ||
        // "So you'd take about $13,000 as your regular distribution": a flow the adviser lays out
        // for a plan, not one the client has now.
        (kind === "income" &&
          /\b(?:you|we|they|he|she|i)(?:['\u2019]d|\s+would|\s+could|\s+might)\s+(?:only\s+|then\s+|still\s+|just\s+)?(?:take|get|receive|draw|pull|withdraw|go from)\b[^.;$\d]{0,25}$/i.test(
            s.text.slice(Math.max(0, rel - 60), rel),
          )) ||
        // "if Jordan died, Tasha would lose $96,000 a year of household income": what would follow.
        /\b(?:would|could|might)\s+(?:lose|need|have to|be left with|go without)\b[^.;$\d]{0,30}$/i.test(
          s.text.slice(Math.max(0, rel - 50), rel),
        ) ||
        // "At 54 Greg can get a pay credit well over $200K a year": what a plan could allow.
        /\b(?:can|could|would|might)\s+(?:get|put|contribute|save|defer|sock|fund|open)\b[^.;$\d]{0,40}$/i.test(
          s.text.slice(Math.max(0, rel - 60), rel),
        ) ||
        /^\s*by (?:then|that time|the time)\b/i.test(s.text.slice(m.end - s.start, m.end - s.start + 20)) ||
        // "At 75, RMDs on ~$1.8M of pre-tax money": a clause opening on an age to come works out
        // what the figures will be then.
        /(?:^|[.;:!?]\s*|^\s*[-•*]\s*)(?:at|by) (?:age )?\d{2},\s[^.;]*$/i.test(s.text.slice(0, rel)) ||
        // "At $5.8M her estate owes MA tax on roughly $3.8M": a clause opening on "At" a figure
        // works out what follows from it.
        (/(?:^|[.;:!?]\s*|^\s*[-•*]\s*)at\s+(?:about\s+|around\s+|roughly\s+|~)?\$?\s*$/i.test(s.text.slice(0, rel)) &&
          /^\S*\s*,?\s+(?:(?:her|his|their|the|your|our|my)\s+(?:estate|heirs|kids|children|taxable estate)|(?:she|he|they|you|we|it))\b/i.test(
            s.text.slice(m.end - s.start, m.end - s.start + 40),
          ));
      if (projected) kind = "ignore";
      // "- About $9.0M outside the company.": what the household has besides the business, its net
      // worth without it.
      if (
        /^\s*(?:about\s+|around\s+|roughly\s+|~)?\s*(?:million|mil|mm|m|k)?\s*outside (?:of )?(?:the|our|their|his|her) (?:company|business|practice|firm)\s*[.;)]?\s*$/i.test(
          s.text.slice(m.end - s.start),
        )
      )
        kind = "netWorth";
      // "Distributions of ~$1.2M come out of that same income": the same money said again.
      if (
        kind === "income" &&
        /\b(?:(?:that|the) same (?:income|money|k-?1(?: money)?|profit)|not on top of (?:it|that|the k-?1))\b/i.test(
          s.text,
        )
      )
        kind = "ignore";
      // "K-1, their 70% share: Irene projects $1,640,000 for 2026": the K-1 of a share is income.
      if (
        kind === "business" &&
        /^\s*(?:[-•*]\s*)?k-?1\b/i.test(doc.source.slice(lineStartAt(doc.source, m.start), m.start))
      )
        kind = "income";
      // "Deferred comp is about nine hundred thousand" at a company: a non-qualified plan, an
      // unsecured promise of the employer, not a retirement account (a governmental 457(b) "deferred
      // comp" plan is one).
      if (
        kind === "retirement" &&
        cue !== null &&
        /^(?:deferred comp\w*|nqdc)$/i.test(doc.source.slice(cue.start, cue.end)) &&
        !/\b457|\b(?:state|county|city|government|governmental|public|municipal|federal)\b/i.test(s.text)
      )
        kind = "otherAsset";
      // "a single-life annuity of $6,420 a month starting in January, or a lump sum of $1,180,000",
      // "The annuity pays $77,040 a year on a $1.18 million lump sum": the options of a pension
      // election, weighed against each other, are not income yet.
      if (
        kind === "income" &&
        /\b(?:annuity|pension)\b/i.test(s.text) &&
        /\blump[-\s]sum\b/i.test(s.text) &&
        !/\b(?:took|chose|elected|takes|receives|collects|draws)\b[^.;]{0,40}\bannuity\b|\b(?:already|now)\s+(?:receiv|collect|draw|get)/i.test(
          s.text,
        )
      )
        kind = "ignore";
      // "I'm at a hundred and - sorry, eighty-eight", "1.9 million - wait, I forgot the 529s. Call it
      // 1.95": a figure the speaker takes back at once is out of date (its kind still carries on).
      // "My paycheck is about eighty-nine hundred a month. That's after taxes, the 401(k) …": pay
      // after tax gives way to the gross figure when one is given (README: income is gross).
      // (Rent "net her about $42,000 a year after taxes and insurance" is the net of a property's
      // own costs, which is the income from it.)
      const afterTax =
        (kind === "income" || kind === "householdIncome") &&
        !/\b(?:leased?|leases|rent(?:s|ed|al)?|tenants?|cash[-\s]rent|royalt\w*)\b/i.test(s.text) &&
        /^[^.;]{0,40}\b(?:after (?:taxes|tax|withholding|deductions)|take[-\s]?home|net pay)\b|^[^.;]*[.;]\s*(?:that's|that is|it's|this is)\s+(?:after (?:taxes|tax|withholding|deductions)|take[-\s]?home|net)\b/i.test(
          doc.source.slice(m.end, m.end + 80),
        );
      const takenBack = afterTax || TAKEN_BACK_AFTER.test(s.text.slice(m.end - s.start, m.end - s.start + 20));
      // "Deferrals ..... 403(b) $24,500 + $8,000 age-50 catch-up": a line of what goes into the
      // accounts each year, not balances.
      if (
        (kind === "retirement" || kind === "ignore") &&
        /^\s*(?:[-•*]\s*)?(?:annual\s+)?(?:deferrals?|contributions?|contributing|savings rate|payroll deferrals?)\s*(?:\.{2,}|[:=-])/i.test(
          doc.source.slice(lineStartAt(doc.source, m.start), m.start),
        )
      )
        kind = "ignore";
      // "Base 155 … I got promoted on Monday. Base goes to 168": the new figure replaces the one the
      // same word named a few sentences before.
      if (cue !== null && kind !== "ignore" && RAISED_TO.test(s.text.slice(Math.max(0, rel - 40), rel))) {
        const word = doc.source.slice(cue.start, cue.end).toLowerCase();
        for (let k = out.length - 1; k >= 0; k--) {
          const o = out[k] as ClassifiedAmount;
          if (o.sentence.index < s.index - 4) break;
          if (o.kind === kind && doc.source.slice(o.cueStart, o.cueEnd).toLowerCase() === word) {
            o.past = true;
            break;
          }
        }
      }
      const signed = belowZero ? { ...perQuestion, amountUsd: -Math.abs(perQuestion.amountUsd) } : perQuestion;
      // "Or single-life annuity, forty-three hundred a month … $4,300 a month for life is worth a
      // lot": a figure with no cue of its own that repeats one read as not the client's keeps that.
      const repeatOfIgnored =
        cue === null &&
        kind === "income" &&
        out.some(
          (o) =>
            o.kind === "ignore" &&
            o.cueStart !== o.mention.start &&
            o.mention.period === perQuestion.period &&
            Math.abs(o.mention.amountUsd - perQuestion.amountUsd) < 1,
        );
      if (standsAt) kind = "netWorth";
      if (totalWithHolding(doc, s, m.start)) {
        kind = "netWorth";
        // The total said before, without the holding, is out of date.
        for (const o of out) if (o.kind === "netWorth") o.past = true;
      }
      const c: ClassifiedAmount = {
        mention: times > 1 ? { ...signed, amountUsd: signed.amountUsd * times } : signed,
        // "they send her ~$500/mo", "give his mother $2k a month": money the household sends out.
        kind:
          again || repeatOfIgnored || (kind === "income" && SENT_OUT.test(s.text.slice(Math.max(0, rel - 60), rel)))
            ? "ignore"
            : kind,
        cueStart: cue?.start ?? m.start,
        cueEnd: cue?.end ?? m.end,
        subsetOf: kind === "basis" ? (previous ?? basisOf) : subsetOf,
        total:
          withPart ||
          approxTotal ||
          // "Kessling Savings Plan (401k) total: $1,912,000": the total of one named account is
          // that account's balance, not a total of every account of its kind.
          (!/\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457|ira|plan|tsp)\b[^$\d]{0,12}\btotal\s*[:=]?\s*(?:about|~)?\s*\$?\s*$/i.test(
            closeBefore,
          ) &&
            // "SS $38k combined, pension $52k": a total word right after the amount before is that amount's.
            TOTAL_NEAR.test(
              prevEnd - s.start >= rel - 45
                ? closeBefore.replace(
                    /^\s*(?:\/\s*\w+)?\s*(?:total|combined|in total|all in|together|altogether)\b/i,
                    "",
                  )
                : closeBefore,
            )) ||
          // ("401k (CAT): ~$1.38mm total, of which ~$410k = CAT stock", "R 401(k) (Cat Investment
          // Plan): $1.46M total. Of that, …": one account's total, when no other account is named with it.)
          (!(
            cue !== null &&
            /^(?:401\s?\(?k\)?|403\s?\(?b\)?|457(?:\s?\(?b\)?)?|ira|tsp|sep|roth(?: ira)?|rollover ira)$/i.test(
              s.text.slice(cue.start - s.start, cue.end - s.start),
            ) &&
            !/(?:\band\b|&|\+|\bplus\b)/i.test(s.text.slice(0, Math.max(0, cue.start - s.start))) &&
            /^\s*total\b/i.test(s.text.slice(m.end - s.start, m.end - s.start + 30))
          ) &&
            /^\s*(?:total|combined|in total|all in|between (?:the two of )?(?:you|them|us)\s*[.;?!]|for the two of (?:you|them|us)\s*[.;?!])/i.test(
              s.text.slice(m.end - s.start, m.end - s.start + 30),
            )),
        current: CURRENT_NEAR.test(near.replace(/_/g, " ")),
        // Only the words of its own clause date an amount ("… last year, and Michael earns $148,000").
        // "bonus, which was $50,000 last year and the target is the same this year": still current.
        past:
          takenBack ||
          // "Last year was crazy after the storm, I made thirty-one in overtime": a sentence that
          // opens on last year dates what it says, unless it turns to this year or now.
          (/^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:(?:and|but|so|well|oh),?\s+)?last year\b[^;]*$/i.test(
            s.text.slice(0, rel),
          ) &&
            !/\b(?:this year|now|today|currently|these days)\b/i.test(s.text.slice(0, rel)) &&
            !/^[^.;]{0,40}\b(?:this year|now|today|currently)\b/i.test(s.text.slice(m.end - s.start))) ||
          ((isPast(
            (
              withoutRetirementDate(s.text.slice(Math.max(prevEnd - s.start, 0, rel - 90), rel))
                .slice(-45)
                .split(/[,;]|\b(?:and|but|while)\b|->|=>|\u2192/)
                .pop() ?? ""
            ).replace(/_/g, " "),
            asOfYear,
          ) ||
            yearAfterIsPast(doc.source.slice(m.end, m.end + 40), asOfYear)) &&
            // "an annual bonus paid in March that was $18,000 this year": this year's figure.
            !/^\s*(?:\/\s*(?:yr|year|mo|month)\s*)?(?:this year|so far this year|year to date)\b/i.test(
              s.text.slice(m.end - s.start, m.end - s.start + 30),
            ) &&
            !/^[^.;]{0,40}\b(?:is|are|will be|should be|looks)\s+(?:the\s+|about\s+)?(?:same|similar)\b[^.;]{0,20}\bthis year\b|^[^.;]{0,40}\b(?:same|similar) (?:again )?this year\b|^[^.;]{0,40}\b(?:expects?|expecting|anticipates?|projects?|figures?)\s+(?:about\s+|roughly\s+|around\s+)?(?:the\s+)?(?:same|similar)\b(?:\s+(?:this year|again|in 20\d\d|for 20\d\d))?/i.test(
              s.text.slice(m.end - s.start, m.end - s.start + 80),
            ) &&
            // "As of the end of February your rollover IRA was $1.15 million": a balance as of a
            // recent date (no year before this one) is today's.
            // "The IRA itself was six hundred forty thousand on the March statement": the balance
            // of a recent statement (no year before this one) is today's.
            !/^\s*(?:k\b\s*)?(?:on|in|per|at)\s+(?:the|her|his|their|my|our|your)\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|latest|last|most recent|recent|current|quarterly|monthly|new)\s+statement\b|^\s*(?:k\b\s*)?as of (?:the (?:end|close) of )?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|today|now|(?:last|this) (?:statement|week|month))\b(?!\s*,?\s*(?:19|20)\d{2})/i.test(
              s.text.slice(m.end - s.start, m.end - s.start + 40),
            ) &&
            !/\bas of (?:the (?:end|close|middle) of |mid-?|early |late |last )?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|today|now|this (?:week|month|morning)|(?:last|this) (?:statement|week|month|friday|monday)|yesterday)\b(?![^.;$]{0,12}\b(?:19|20)\d{2}\b)[^.;]{0,60}$/i.test(
              s.text.slice(0, rel),
            )),
        // A valuation someone else gave is still the company's ("Pete's investor friend valued the
        // whole place at ~$6M"); the client's share is taken of it later.
        // "Charles's Honeywell pension, 50% survivor annuity, $2,800/mo": a survivor benefit of a
        // late spouse's plan is paid to the client.
        thirdParty:
          (thirdParty || (askedOfThirdParty && s !== asked)) &&
          !/\bsurvivor(?:'s|s)?\b/i.test(near) &&
          !(
            kind === "companyValue" &&
            cue !== null &&
            /^valu(?:ed|ing)\s+(?:the|his|her|their|our)\b/i.test(s.text.slice(cue.start - s.start, cue.end - s.start))
          ),
        negated:
          // "Not counting the life insurance I figure I'm worth about $1.9 million": what is left out
          // is negated, not the figure (README: a net worth "not counting" something is stated).
          !(
            /\bnot (?:counting|including)\b/i.test(s.text.slice(0, rel)) &&
            !/\b(?:no|never|without|none|nothing)\b|n['\u2019]t\b|\bnot\b(?! (?:counting|including)\b)/i.test(
              s.text.slice(0, rel),
            )
          ) &&
          // "no other income besides SS of $2,400/mo": what the exception names is had.
          !/\b(?:no|nothing|none)\b[^.;$\d]{0,40}\b(?:besides|other than|except(?: for)?|apart from|but)\b[^.;$\d]{0,30}$/i.test(
            s.text.slice(Math.max(0, rel - 80), rel),
          ) &&
          // "House in Buckhead, joint, no mortgage: $1.9M": the debt said to be absent is not the house.
          !(
            cue !== null &&
            cue.end <= m.start &&
            /\b(?:no|without)\s+(?:a\s+|any\s+)?(?:mortgages?|debts?|loans?|liens?|helocs?)\b/i.test(
              s.text.slice(cue.end - s.start, rel),
            ) &&
            !isNegated(s, cue.start, cue.end)
          ) &&
          (isNegated(s, m.start, m.end) ||
            (cue !== null &&
              isNegated(s, cue.start, cue.end) &&
              /\b(?:no|not|never|without|zero)\b/i.test(
                s.text.slice(Math.max(0, cue.start - s.start - 12), cue.start - s.start),
              ))),
        sentence: s,
      };
      // "1099 gross ~260K, nets ~225K after expenses": the same income before and after the
      // business's expenses; the net is the owner's income.
      if (
        c.kind === "income" &&
        previous !== null &&
        previous.sentence === s &&
        previous.kind === "income" &&
        previous.mention.amountUsd > c.mention.amountUsd &&
        /\bgross\w*|\brevenue|\bbill(?:s|ed|ings?)\b|\b1099\b/i.test(
          s.text.slice(
            Math.max(0, Math.min(previous.cueStart, previous.mention.start) - s.start - 24),
            previous.mention.start - s.start,
          ),
        ) &&
        /\bnet(?:s|ted|ting)?\b|\bclear(?:s|ed|ing)?\b|\bafter (?:expenses|overhead|costs)\b|\btake[-\s]?home\b/i.test(
          s.text.slice(Math.min(c.cueStart, c.mention.start) - s.start, c.mention.end - s.start + 30),
        ) &&
        // "her consulting (1099) ~45k, rental net ~18k": a net of another source is no net of this one.
        [incomeSource(previous), "generic"].includes(incomeSource(c))
      )
        previous.kind = "ignore";
      // "Earned $420K last year, expects $450K this year": last year's figure, then this year's.
      if (
        previous !== null &&
        previous.sentence === s &&
        previous.kind === c.kind &&
        c.kind !== "ignore" &&
        /^\s*(?:last year|in (?:19|20)\d\d)\b/i.test(
          doc.source.slice(previous.mention.end, previous.mention.end + 14),
        ) &&
        /\b(?:expects?|expecting|projects?|projected|should be|will be|budget\w*|forecasts?|this year)\b/i.test(
          doc.source.slice(previous.mention.end, c.mention.end + 16),
        ) &&
        !/^\s*(?:last year|in (?:19|20)\d\d)\b/i.test(doc.source.slice(c.mention.end, c.mention.end + 14))
      )
        previous.past = true;
      // "distributions ran about $600K in 2025; the 2026 budget has it at $450K": a budget or a
      // forecast putting "it" at a figure restates the amount before, for the year it names.
      if (
        previous !== null &&
        previous.sentence === s &&
        c.kind !== previous.kind &&
        (previous.kind === "income" || previous.kind === "householdIncome" || previous.kind === "spending") &&
        /\b(?:has|puts|shows|have|put|projects?|forecasts?)\s+(?:it|them|that|those)\s+(?:at|down for|around)\s*(?:about|around|roughly|~)?\s*\$?\s*$/i.test(
          s.text.slice(previous.mention.end - s.start, c.mention.start - s.start),
        )
      ) {
        c.kind = previous.kind;
        c.past = false;
        previous.past = true;
      }
      // "Net worth: about $17M at year-end 2024; Peter estimates $19.5M today": a figure without a
      // cue of its own, said as today's estimate right after one, restates it for today.
      if (
        previous !== null &&
        previous.sentence === s &&
        c.kind === "ignore" &&
        !c.thirdParty &&
        previous.kind !== "ignore" &&
        previous.kind !== "income" &&
        c.mention.amountUsd >= previous.mention.amountUsd * 0.5 &&
        c.mention.amountUsd <= previous.mention.amountUsd * 2 &&
        /^[^$]{0,60}\b(?:estimates?|thinks?|figures?|guesses?|believes?|reckons?|says?|probably|closer to|more like)\b[^$\d]{0,20}$/i.test(
          s.text.slice(previous.mention.end - s.start, c.mention.start - s.start),
        ) &&
        /^\s*(?:today|now|currently|these days|as of (?:today|now))\b/i.test(
          s.text.slice(c.mention.end - s.start, c.mention.end - s.start + 20),
        )
      ) {
        c.kind = previous.kind;
        c.current = true;
        c.past = false;
        previous.past = true;
      }
      // "'25 W-2s for ref: P $258k / D $266k": a figure listed right after a past one, with only
      // whose it is between, is of the same past year.
      if (
        previous?.past === true &&
        !c.past &&
        !c.current &&
        previous.kind === c.kind &&
        /^\s*(?:[/,;&]|and)\s*(?:[A-Z][a-z]*['\u2019]?s?|his|hers|her)?\s*:?\s*$/.test(
          s.text.slice(previous.mention.end - s.start, c.mention.start - s.start),
        )
      )
        c.past = true;
      out.push(c);
      amountsSeen.add(c.mention.amountUsd);
      // A paycheck made a year's: the figure as said, for a repeat of it.
      if (paychecks) amountsSeen.add(scaled.amountUsd);
      if (kind !== "basis") previous = c;
    });
    bindNetWorth(s, out.slice(firstOfSentence));
    if (out.length > firstOfSentence) lastAmountBefore = out[out.length - 1] ?? null;
    // "pensions totaling $7,500 a month plus Social Security of $4,000": a total with more added
    // after it totals only its own words.
    const inSentence = out.slice(firstOfSentence);
    inSentence.forEach((a, i) => {
      const next = inSentence[i + 1];
      if (
        a.total &&
        next &&
        /^\s*(?:(?:a|per|\/)\s*(?:month|mo|year|yr)\b\.?)?\s*,?\s*(?:plus|\+|and also|on top of (?:that|this))\b/i.test(
          doc.source.slice(a.mention.end, next.mention.start),
        )
      )
        a.total = false;
    });
    // Whether this sentence ends talking about a third party (for "he"/"she" in the next one).
    const lastThird = thirdPartySubject(s.text, namedThirdParty, parentIsClient);
    // "… to take care of her dad, who moved in with us. He has his own pension": a third party
    // with a clause of its own ("who …") is the topic even as an object.
    const who = THIRD_PARTY_WHO.exec(s.text);
    // A third party named only inside a relative clause ("a flat which Arjun's parents live in")
    // is not the topic the next sentence's "they" names.
    const inRelative =
      lastThird !== null &&
      /\b(?:which|where|that|whom)\b[^,;]{0,30}$/i.test(
        s.text.slice(Math.max(0, lastThird.index - 40), lastThird.index),
      );
    // "Mom's eighty-four. She's been at Arbor Terrace since June. It's $9,800 a month. She sold the
    // house …": sentences that go on about the same person with "she" or "it" keep that topic.
    const continues: boolean =
      lastThird === null &&
      who === null &&
      thirdPartyBefore &&
      /^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(?:she|he|they|it)(?:['\u2019]s)?\b/i.test(s.text) &&
      !/\b(?:we|our|i|my|me|us)\b/i.test(s.text);
    // (Its number and gender stay those read before.)
    if (continues) continue;
    thirdPartyBefore =
      (lastThird !== null &&
        !inRelative &&
        !/\b(?:we|our|i|my|client|husband|wife)\b/i.test(s.text.slice(lastThird.end))) ||
      who !== null;
    thirdPartyPlural =
      thirdPartyBefore &&
      /(?:parents|kids|children|in-laws|folks|sons|daughters|grandchildren|grandkids|siblings|brothers|sisters|partners|co-?founders)\b|\b(?:and|&)\b/i.test(
        lastThird ? s.text.slice(lastThird.index, lastThird.end + 24) : (who?.[0] ?? ""),
      );
    // The gender the sentence's third-party words agree on ("her mother, Rose, …": f).
    const genders = new Set(allMatches(THIRD_PARTY_ALL, s.text).map((m) => genderOf(m[0])));
    genders.delete(null);
    thirdPartyGender = genders.size === 1 ? ([...genders][0] ?? null) : null;
  }
  movedOutOfAccounts(out, doc.source);
  profitNotValue(out, doc.source);
  supersedeCorrected(out, doc.source);
  datedWherever(out, doc.source, asOfYear);
  supersedeTakeHome(out, doc.source);
  purchaseThenValue(out, doc.source);
  partsListedAfterTotal(out);
  totalAfterParts(out, doc.source);
  totalLineUnderItems(out, doc.source);
  restatedFlows(out, doc.source);
  unlabelledBalanceSheetTotal(out, doc.source);
  householdTotalUnlabelled(out);
  totalOfHoldingsUnlabelled(out);
  hourlyPay(out, doc, thirdPartyNames);
  correctsEarlierFigure(out, doc.source);
  supportPaidOut(out, doc.source, asParent.spouseName ?? null, thirdPartyNames);
  netAfterExpensesAnswer(out, doc);
  restatedPay(out, doc.source);
  ofRelativeNamedBefore(out, doc);
  rateTimesHours(out, doc.source);
  notIncomeAfterAll(out, doc);
  summedAfterNetWorthQuestion(out, doc.source);
  partOfRestatedFigure(out, doc.source);
  ratherThan(out, doc.source);
  perAcre(out, doc.source);
  secondHomes(out.filter((a) => !a.negated && !a.thirdParty));
  return out;
}

/**
 * "ERIN: Net worth, your side, as you see it? / WADE: Fourplex one-fifteen, retirement three-ten,
 * maybe forty in the bank. I owe twenty-five on the truck. / ERIN: So about one million four
 * hundred seventy-five thousand.": a figure said alone after "so", with no cue of its own, in the
 * turns after a question about the net worth, is the net worth the answer adds up to (when no
 * net worth was read otherwise). Mutates `amounts`.
 */
function summedAfterNetWorthQuestion(amounts: ClassifiedAmount[], source: string): void {
  if (amounts.some((a) => a.kind === "netWorth" && !a.thirdParty && !a.negated && !a.past)) return;
  for (const a of amounts) {
    if (a.kind !== "ignore" || a.mention.period !== "once" || a.thirdParty || a.negated) continue;
    const lineStart = lineStartAt(source, a.mention.start);
    const lead = source.slice(lineStart, a.mention.start);
    if (
      !/^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?so,?\s+(?:that's\s+|that\s+is\s+|about\s+|around\s+|roughly\s+|call it\s+|maybe\s+)*\$?\s*$/i.test(
        lead,
      )
    )
      continue;
    if (
      !/^[^.?!\n]{0,30}[.!]?\s*$/.test(
        source.slice(
          a.mention.end,
          source.indexOf("\n", a.mention.end) < 0 ? source.length : source.indexOf("\n", a.mention.end),
        ),
      )
    )
      continue;
    const before = source
      .slice(Math.max(0, lineStart - 500), lineStart)
      .split("\n")
      .slice(-4);
    if (before.some((l) => /\?\s*$/.test(l) && (/\bnet[-\s]?worth\b|\bnw\b/i.test(l) || ASKS_NET_WORTH.test(l)))) {
      a.kind = "netWorth";
      a.total = true;
      return;
    }
  }
}

/**
 * "… and $25,000 of the $70,300 never enters his taxable income": a figure said to be part of one
 * the notes gave before (the same amount, earlier) restates what is already counted; neither is
 * counted again. Mutates `amounts`.
 */
function partOfRestatedFigure(amounts: ClassifiedAmount[], source: string): void {
  for (let i = 0; i + 1 < amounts.length; i++) {
    const part = amounts[i] as ClassifiedAmount;
    const whole = amounts[i + 1] as ClassifiedAmount;
    if (part.sentence !== whole.sentence) continue;
    if (
      !/^\s*of\s+(?:the|his|her|their|that|this|your|my|our)\s+(?:about\s+|~)?$/i.test(
        source.slice(part.mention.end, whole.mention.start),
      )
    )
      continue;
    const earlier = amounts
      .slice(0, i)
      .find((o) => o.kind !== "ignore" && Math.abs(o.mention.amountUsd - whole.mention.amountUsd) < 1);
    if (!earlier) continue;
    part.kind = "ignore";
    whole.kind = "ignore";
  }
}

/**
 * "RICHARD: My brother died in October. Seventy-four. His estate is about four million": a sentence
 * opening on "his" or "her" and a holding, right after the speaker names their own relative or
 * friend (and not their spouse), is about that person. Mutates `amounts`.
 */
function ofRelativeNamedBefore(out: ClassifiedAmount[], doc: ReadText): void {
  for (const a of out) {
    if (a.thirdParty || a.kind === "ignore") continue;
    if (
      !/^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(?:and\s+)?(?:his|her)\s+(?:\w+\s+){0,2}?(?:estate|house|home|ira|401\s?\(?k\)?|savings|portfolio|assets|money|pension|salary|pay|income|business|company|net worth)\b/i.test(
        a.sentence.text,
      )
    )
      continue;
    const earlier = doc.sentences.slice(Math.max(0, a.sentence.index - 2), a.sentence.index);
    if (
      earlier.some((e) =>
        /\b(?:my|our)\s+(?:older\s+|younger\s+|late\s+|best\s+)?(?:brother|sister|father|mother|dad|mom|uncle|aunt|cousin|friend|neighbou?r|son|daughter|nephew|niece|business partner|partner in the business)\b/i.test(
          e.text,
        ),
      ) &&
      !earlier.some((e) => /\b(?:my|our)\s+(?:wife|husband|spouse)\b/i.test(e.text))
    )
      a.thirdParty = true;
  }
}

/**
 * Figures a cue took for income that a second look at their words shows are not the client's pay
 * this year: a tax figured on the income, a figure to date beside the year's expected one, a
 * multiple of pay (life cover), cover proposed in a section of recommendations, child support, a
 * benefit not claimed yet or one of a pension's options, a trust's illustrated payout, a saving
 * into an account. Mutates `amounts`.
 */
function notIncomeAfterAll(out: ClassifiedAmount[], doc: ReadText): void {
  for (const a of out) {
    // "At ~$385K of K-1 income that is roughly $26K+ of NY tax moved above the line": a tax or a
    // saving figured on the income is not more income.
    if (a.kind === "income" && TAX_FIGURE_AFTER.test(doc.source.slice(a.mention.end, a.mention.end + 40)))
      a.kind = "ignore";
    // "2026 through Sept is ~$61K net; she expects ~$80K net for the year": a figure to date gives
    // way to the year's figure the same sentence expects.
    if (
      a.kind === "income" &&
      !a.past &&
      /\b(?:through|thru|to the end of|as of)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b[^.;$\d]{0,12}$|\b(?:ytd|year[- ]to[- ]date|so far(?: this year)?)\b[^.;$\d]{0,12}$/i.test(
        wordsBefore(doc.source, a, 40),
      ) &&
      out.some(
        (o) =>
          o !== a &&
          o.kind === "income" &&
          o.sentence === a.sentence &&
          o.mention.start > a.mention.end &&
          (/\b(?:expects?|expected|projects?|projected|on pace for|on track for|should (?:be|come in at|hit))\b[^.;$\d]{0,20}$/i.test(
            doc.source.slice(Math.max(a.mention.end, o.mention.start - 30), o.mention.start),
          ) ||
            /^[^.;$\d]{0,20}\b(?:for the (?:full )?year|for the whole year|for 20\d\d)\b/i.test(
              doc.source.slice(o.mention.end, o.mention.end + 30),
            )),
      )
    )
      a.past = true;
    // "Life: group 2x base ($950k)": a multiple of pay is a cover amount, not pay.
    if (
      a.kind === "income" &&
      /\b\d+(?:\.\d+)?\s*[x\u00d7]\s*(?:base|salary|pay|income|comp(?:ensation)?)\s*\(?\s*$/i.test(
        wordsBefore(doc.source, a, 30),
      )
    )
      a.kind = /\blife\b/i.test(a.sentence.text) ? "lifeInsurance" : "ignore";
    // "Recs (priority order): … 2. Term life: … $5-6M on Arjun": cover in a section of what the
    // adviser proposes is the policy proposed, not the cover the client has (a section of
    // recommendations may restate other facts, which keep their kind).
    // So is cover its own sentence proposes: "Recommend 20-yr level term: ~$1.25M on Daniel".
    if (
      a.kind === "lifeInsurance" &&
      (inProposalSection(doc.source, a.mention.start) || COVER_PROPOSED_BEFORE.test(wordsBefore(doc.source, a, 80)))
    )
      a.kind = "ignore";
    // "$1,900 a month in child support": support for the children is theirs, not the client's income.
    if (
      a.kind === "income" &&
      /^\s*(?:a month|a year|\/\s*mo\w*|per month|monthly)?\s*(?:in|of|for)\s+child support\b/i.test(
        doc.source.slice(a.mention.end, a.mention.end + 40),
      )
    )
      a.kind = "ignore";
    // "Stan Social Security … not claimed. SSA est.: $3,010/mo @ 67", "Option B: 100% joint &
    // survivor … $3,280/mo": a benefit not claimed yet, an estimate at a claiming age, or one of the
    // forms a pension offers to choose from is not income now.
    if (a.kind === "income") {
      const line = doc.source.slice(
        Math.max(lineStartAt(doc.source, a.mention.start), a.mention.start - 80),
        a.mention.start,
      );
      if (
        /\b(?:not (?:yet )?claimed|hasn't claimed|has not claimed|unclaimed|est\.?:|estimated?\b[^.;]{0,12}:|would (?:be|get|pay|receive))\b[^;]*$/i.test(
          line,
        ) ||
        /^\s*(?:\/\s*mo\w*\s*)?@\s*(?:age\s*)?\d{2}\b/i.test(doc.source.slice(a.mention.end, a.mention.end + 12)) ||
        /^\s*(?:[-•*]\s*)?option\s+[a-z0-9]\s*[:.)-]/i.test(
          doc.source.slice(lineStartAt(doc.source, a.mention.start), a.mention.start),
        )
      )
        a.kind = "ignore";
    }
    // "Marlene gets 5-6% of the trust value every year for life (about $105-125K a year to start)":
    // a payout figured from a rate on a trust or fund the plan would set up is an illustration.
    if (
      a.kind === "income" &&
      /\b\d+(?:\.\d+)?(?:\s*[-\u2013]\s*\d+(?:\.\d+)?)?\s*(?:%|percent)\s+of (?:the |its |her |his )?(?:trust|crut|crat|unitrust|fund|gift|pool)\b/i.test(
        a.sentence.text,
      )
    )
      a.kind = "ignore";
    // "I'd aim for about $8,000 a year" into the Roths, "raise his deferral now to reach the full
    // $35,750": what is saved into an account is not more income.
    if (
      a.kind === "income" &&
      SAVED_BEFORE.test(wordsBefore(doc.source, a, 60)) &&
      SAVING_ACCOUNT.test(a.sentence.text)
    )
      a.kind = "ignore";
  }
}

/** The words of an amount's sentence before its figure, at most `n` characters of `source`. */
function wordsBefore(source: string, a: ClassifiedAmount, n: number): string {
  return source.slice(Math.max(a.sentence.start, a.mention.start - n), a.mention.start);
}

/** Words before life cover that propose it rather than hold it: "Recommend", "Need: term on W", "quoted". */
const COVER_PROPOSED_BEFORE =
  /\b(?:recommend\w*|propos\w*|suggest\w*|needs?\b|should (?:buy|get|add|have)|quoted?|illustrat\w*|top up)/i;

/** Words before a figure that make it a saving or a deferral: "aim for about", "raise his deferral now to reach the full". */
const SAVED_BEFORE =
  /\b(?:aim(?:ing)? for|save|saving|put (?:away|in|into)|contribut\w*|set aside|sock away|defer(?:ral|rals|ring)?|max(?:ing)? out|fund(?:ing)?)\b[^.;$]{0,40}$/i;
/** Accounts a saving goes into. */
const SAVING_ACCOUNT =
  /\b(?:roths?|iras?|401\s?\(?k\)?|403\s?\(?b\)?|457|tsp|hsa|529|deferrals?|catch-?up|sep|simple)\b/i;

/** Words after a figure that make it a tax or a tax saving: "$26K+ of NY tax", "$9,000 in federal taxes", "$4K of savings". */
const TAX_FIGURE_AFTER =
  /^\+?\s*(?:a year\s+|a yr\s+|per year\s+)?(?:of|in)\s+(?:[a-z.]+\s+){0,3}?(?:tax|taxes|tax savings|savings|deductions?|withholding)\b/i;

/**
 * Whether `offset` sits in a section the adviser opens with a heading of proposals ("Recs (priority
 * order):", "Recommendations", "Next steps:", "Action items") and that runs to the next blank line.
 */
function inProposalSection(source: string, offset: number): boolean {
  const start = source.lastIndexOf("\n\n", offset);
  const section = source.slice(start < 0 ? 0 : start + 2, offset);
  const heading = section.split("\n")[0] ?? "";
  return (
    section.includes("\n") &&
    /^\s*(?:#+\s*)?(?:recs?|recommendations?|recommended|proposals?|proposed|next steps?|action items?|to-?dos?|plan of action|our plan)\b[^\n]{0,40}:?\s*$/i.test(
      heading,
    )
  );
}

/**
 * "On the income: $52.40 x 36 x 52 comes to about $98,100": a rate written times hours and weeks is
 * that product a year; when the pay is read elsewhere at that figure it is the same money and left
 * out. Mutates `amounts`.
 */
function rateTimesHours(amounts: ClassifiedAmount[], source: string): void {
  for (const a of amounts) {
    if (a.kind !== "income" || a.mention.period !== "once" || a.mention.amountUsd >= 500) continue;
    const chain = /^\s*(?:[x\u00d7*]\s*(\d{1,4}(?:\.\d+)?)\s*){2,3}/i.exec(
      source.slice(a.mention.end, a.mention.end + 30),
    );
    if (!chain) continue;
    const factors = [...chain[0].matchAll(/[x\u00d7*]\s*(\d{1,4}(?:\.\d+)?)/gi)].map((m) => Number(m[1]));
    const product = factors.reduce((p, f) => p * f, a.mention.amountUsd);
    const same = amounts.some(
      (o) => o !== a && o.kind === "income" && Math.abs(annualUsd(o.mention) - product) <= 0.01 * product,
    );
    if (same) a.kind = "ignore";
    else a.mention = { ...a.mention, amountUsd: Math.round(product), period: "year" };
    // The counts after the "x" are no figures of their own.
    for (const o of amounts)
      if (o !== a && o.mention.start >= a.mention.end && o.mention.start < a.mention.end + chain[0].length)
        o.kind = "ignore";
  }
}

/**
 * "base $475k, paid semimonthly ($19,791.67 x 24)": the year's pay said again as its paychecks in
 * the same sentence is the same money; the second figure and the count after its "x" are left out.
 * Mutates `amounts`.
 */
function restatedPay(amounts: ClassifiedAmount[], source: string): void {
  // The amounts of each sentence, so each figure is compared only with its own sentence's.
  const bySentence = new Map<Sentence, ClassifiedAmount[]>();
  for (const a of amounts) {
    const list = bySentence.get(a.sentence);
    if (list) list.push(a);
    else bySentence.set(a.sentence, [a]);
  }
  for (const a of amounts) {
    if (a.kind !== "income" || a.past) continue;
    const year = annualUsd(a.mention);
    const again = (bySentence.get(a.sentence) ?? []).find(
      (o) =>
        o !== a &&
        o.kind === "income" &&
        o.sentence === a.sentence &&
        o.mention.start > a.mention.end &&
        o.mention.start - a.mention.end < 60 &&
        Math.abs(annualUsd(o.mention) - year) <= 0.005 * year &&
        // Said again in brackets or after "=" ("W-2 15k/mo + dists ~180k/yr" are two sources).
        /[(=]|\bi\.e\.|\bthat's\b/i.test(source.slice(a.mention.end, o.mention.start)) &&
        !/\+|\bplus\b|\band\b|&/i.test(source.slice(a.mention.end, o.mention.start)),
    );
    if (!again) continue;
    again.kind = "ignore";
    const times = /^\s*[x\u00d7*]\s*(\d{1,2})\b/.exec(source.slice(again.mention.end, again.mention.end + 8));
    if (times)
      for (const o of amounts)
        if (
          o.kind === "income" &&
          o.mention.start >= again.mention.end &&
          o.mention.start <= again.mention.end + times[0].length
        )
          o.kind = "ignore";
  }
}

/**
 * "MARCUS: And the duplex nets you? / DENISE: After the mortgage's paid off … and taxes, insurance,
 * repairs, about nineteen thousand a year.": an answer to a question about what a property or a
 * business nets that opens on "after" and lists what is taken off gives the net income; the
 * expenses listed are how it is measured, not what it is. Mutates `amounts`.
 */
function netAfterExpensesAnswer(amounts: ClassifiedAmount[], doc: ReadText): void {
  for (const a of amounts) {
    if (a.kind !== "ignore" || a.thirdParty) continue;
    const s = a.sentence;
    const asked = doc.sentences[s.index - 1];
    if (!asked || !/\?\s*$/.test(asked.text)) continue;
    if (
      !/\b(?:nets?|netting|clears?|bring(?:s)? in|throws? off|rent|rental income|income|make|makes)\b/i.test(asked.text)
    )
      continue;
    if (!/^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?after\b/i.test(s.text)) continue;
    const cue = doc.source.slice(a.cueStart, a.cueEnd);
    if (!/^(?:taxes|tax|insurance|repairs|expenses|maintenance|property tax(?:es)?|hoa|management)$/i.test(cue))
      continue;
    if (
      a.mention.period === "once" &&
      !/^\s*(?:a|per|\/)\s*(?:year|yr)\b/i.test(doc.source.slice(a.mention.end, a.mention.end + 12))
    )
      continue;
    a.kind = "income";
  }
}

/**
 * "Maintenance payable by Malcolm: $4,000/mo", "alimony paid to her ex: $2,000/mo": support payable
 * by anyone but the spouse or ex-spouse (the client), or payable to them, is money the client pays
 * out, not income. Mutates `amounts`.
 */
function supportPaidOut(
  amounts: ClassifiedAmount[],
  source: string,
  spouseName: string | null,
  thirdPartyNames: ReadonlySet<string>,
): void {
  for (const a of amounts) {
    if (a.kind !== "income") continue;
    const support = SUPPORT_PAYABLE.exec(wordsBefore(source, a, 70));
    if (!support) continue;
    const party = support[2] ?? "";
    const exSpouse =
      /^(?:the ex|his ex|her ex|my ex|former spouse|ex-?wife|ex-?husband)$/i.test(party) ||
      party === spouseName ||
      thirdPartyNames.has(party);
    if ((support[1]?.toLowerCase() === "by") !== exSpouse) a.kind = "ignore";
  }
}

/**
 * "So it's more like $1.25 million, not 1.1.": a figure set against an earlier one ("not 1.1",
 * read at the new figure's scale) is that earlier figure's kind corrected, whatever cue sits
 * nearest; the earlier figure is out of date. Mutates `amounts`.
 */
function correctsEarlierFigure(amounts: ClassifiedAmount[], source: string): void {
  for (const a of amounts) {
    const not =
      /^\s*,?\s*(?:and\s+)?not\s+(?:the\s+)?\$?\s*(\d+(?:\.\d+)?)\s*(k|m|mm|million|thousand)?\b(?!\s*(?:a|per|\/)\s*(?:year|month))/i.exec(
        source.slice(a.mention.end, a.mention.end + 30),
      );
    if (!not) continue;
    const n = Number(not[1]);
    const unit = (not[2] ?? "").toLowerCase();
    const scale = unit
      ? /^(?:m|mm|million)$/.test(unit)
        ? 1e6
        : 1e3
      : a.mention.amountUsd >= 1e6
        ? 1e6
        : a.mention.amountUsd >= 1e3
          ? 1e3
          : 1;
    const was = n * scale;
    const earlier =
      amounts.find(
        (o) =>
          o !== a &&
          o.mention.start < a.mention.start &&
          !o.thirdParty &&
          o.mention.period === a.mention.period &&
          Math.abs(o.mention.amountUsd - was) <= 0.01 * was,
      ) ??
      // The earlier figure may come later in the text (a thread's older message below the reply).
      amounts.find(
        (o) =>
          o !== a &&
          !o.thirdParty &&
          o.mention.period === a.mention.period &&
          Math.abs(o.mention.amountUsd - was) <= 0.01 * was,
      );
    if (!earlier || earlier.kind === "ignore") continue;
    a.kind = earlier.kind;
    earlier.past = true;
  }
}

/**
 * "1,100 acres are cash-rented to the Regier brothers at $86 an acre", "the 640 acres at about
 * $9,500 an acre": a figure per acre times the acres the sentence counts. With words of a rent or a
 * lease it is that year's rent (income); otherwise it values the land. Left alone when neither the
 * sentence nor its line counts acres before it, and for a basis; when the sentence states the product too, the rate is
 * no figure of its own. Mutates `amounts`.
 */
function perAcre(amounts: ClassifiedAmount[], source: string): void {
  for (const a of amounts) {
    if (a.negated || a.thirdParty) continue;
    if (!/^\s*(?:an|a|per|\/)\s*(?:acre|ac)\b/i.test(source.slice(a.mention.end, a.mention.end + 12))) continue;
    const written = writtenNumber(a.mention);
    if (!(written > 0)) continue;
    const st = a.sentence;
    // The acres counted before it in its sentence, or earlier on its line.
    const from = Math.min(st.start, lineStartAt(source, a.mention.start));
    const counts = [...source.slice(from, a.mention.start).matchAll(/\b(\d{1,3}(?:,\d{3})+|\d{2,6})\s+acres\b/gi)];
    const acres = Number((counts.pop()?.[1] ?? "").replace(/,/g, ""));
    if (!(acres > 0)) continue;
    const total = Math.round(written * acres);
    // "$300/acre = $276,000/yr", "$12,500/ac is fair today -> ~$11.5M": the product said in the
    // sentence is the figure; the rate is not another one.
    const rent = /\b(?:cash[-\s]?rent\w*|rent(?:s|ed|ing)?|leas(?:e|es|ed|ing))\b/i.test(st.text);
    const stated = amounts.find(
      (o) => o !== a && o.sentence === st && Math.abs(annualUsd(o.mention) - total) <= 0.03 * total,
    );
    if (stated) {
      if (a.kind === "basis") continue;
      // The product takes what the rate would have been ("-> ~$11.5M" values the land).
      if (stated.kind === "ignore")
        stated.kind = rent && stated.mention.period !== "once" ? "income" : "investmentRealEstate";
      a.kind = "ignore";
      continue;
    }
    if (a.kind === "basis") continue;
    a.mention = { ...a.mention, amountUsd: total, period: "once" };
    if (rent) {
      a.kind = "income";
      a.mention = { ...a.mention, period: "year" };
    } else if (a.kind === "ignore" || a.kind === "income") a.kind = "investmentRealEstate";
  }
}

/** "more like 3.4 than 2.9", "closer to $410K than the $380K": the figure after "than" (group 1, its unit group 2). */
const RATHER_THAN_AFTER =
  /^\s*(?:million|mil|mm|m|k|thousand)?\s*,?\s*(?:rather )?than\s+(?:the\s+)?(?:about\s+|~)?\$?\s*(\d{1,4}(?:[.,]\d{1,3})?)\s*(million|mil|mm|m|k|thousand)?\b/i;
const RATHER_BEFORE = /\b(?:more like|closer to|nearer|really|actually)\s*(?:about\s+|~)?\$?\s*$/i;

/**
 * "My base isn't $188K anymore": a figure said to be out of date is out of date wherever it is
 * written (marked past).
 * "the condo … so we're more like 3.4 than 2.9": the figure a correction puts in place of another
 * supersedes that other figure of the same kind, wherever it was written (an earlier message of a
 * thread): the other is marked past and this one current. The unit of the figure after "than",
 * when not written, is the corrected figure's. Mutates `amounts`.
 */
function ratherThan(amounts: ClassifiedAmount[], source: string): void {
  // "My base isn't $188K anymore": the figure said to be out of date is, wherever else it is written.
  for (const a of amounts) {
    if (!a.negated) continue;
    const before = source.slice(Math.max(0, a.mention.start - 20), a.mention.start);
    const after = source.slice(a.mention.end, a.mention.end + 16);
    if (
      !(
        /\b(?:isn['\u2019]t|is not|wasn['\u2019]t)\s+(?:about\s+|~)?\$?\s*$/i.test(before) &&
        /^\s*(?:any ?more|any longer)\b/i.test(after)
      ) &&
      !/\b(?:no longer|not anymore)\s+(?:about\s+|~)?\$?\s*$/i.test(before)
    )
      continue;
    for (const o of amounts)
      if (o !== a && !o.negated && Math.abs(o.mention.amountUsd - a.mention.amountUsd) < 1) {
        o.past = true;
        o.current = false;
      }
  }
  for (const a of amounts) {
    if (a.kind === "ignore" || a.negated || a.thirdParty) continue;
    if (!RATHER_BEFORE.test(source.slice(Math.max(0, a.mention.start - 30), a.mention.start))) continue;
    const m = RATHER_THAN_AFTER.exec(source.slice(a.mention.end, a.mention.end + 40));
    if (!m) continue;
    const written = writtenNumber(a.mention);
    const scale = m[2] ? scaleOf(m[2]) : written > 0 ? a.mention.amountUsd / written : 1;
    const other = Number((m[1] ?? "").replace(/,/g, "")) * scale;
    if (!(other > 0)) continue;
    for (const o of amounts) {
      if (o === a || o.kind !== a.kind || Math.abs(o.mention.amountUsd - other) > 0.005 * other) continue;
      o.past = true;
      o.current = false;
      o.total = false;
      a.current = true;
    }
  }
}

/** The number a figure is written with, before any unit ("$1.46M" → 1.46, "$86" → 86); NaN when none. */
function writtenNumber(m: MoneyMention): number {
  return Number(/\d+(?:\.\d+)?/.exec(m.text.replace(/,/g, ""))?.[0] ?? Number.NaN);
}

/**
 * A figure no cue claims, said once and alone in its sentence, that comes to about the household's
 * holdings read elsewhere (between 80% and 160% of their sum, the debts taken off, at least two
 * holdings) is their total: the net worth the notes state without naming it. Only when no net
 * worth was read otherwise; of several, the one nearest the sum. ASSUMPTION: an adviser's bare
 * round figure that size is the balance sheet's total, not another asset. Mutates `amounts`.
 */
function totalOfHoldingsUnlabelled(amounts: ClassifiedAmount[]): void {
  if (amounts.some((a) => (a.kind === "netWorth" || a.kind === "totalAssets") && !a.thirdParty && !a.negated)) return;
  const held = amounts.filter(
    (a) => HOLDING_KINDS.has(a.kind) && !a.thirdParty && !a.negated && !a.past && a.subsetOf === null,
  );
  if (held.length < 2) return;
  const debts = amounts
    .filter((a) => a.kind === "liability" && !a.thirdParty && !a.negated && !a.past)
    .reduce((t, a) => t + a.mention.amountUsd, 0);
  const sum = held.reduce((t, a) => t + a.mention.amountUsd, 0) - debts;
  if (!(sum > 0)) return;
  const candidates = amounts.filter(
    (a) =>
      a.kind === "ignore" &&
      a.cueStart === a.mention.start &&
      a.mention.period === "once" &&
      !a.thirdParty &&
      !a.negated &&
      !a.past &&
      a.mention.amountUsd >= 0.8 * sum &&
      a.mention.amountUsd <= 1.6 * sum &&
      amounts.every((o) => o === a || o.sentence !== a.sentence) &&
      !NOT_HELD_TODAY.test(a.sentence.text) &&
      // "$214K net.": a figure with a word of a flow after it is pay or profit.
      !/^\s*(?:k\b)?\s*(?:net|gross|pre-?tax|after[-\s]tax|take[-\s]?home|a year|per year|\/\s*yr|annually|a month|\/\s*mo)\b/i.test(
        a.sentence.text.slice(a.mention.end - a.sentence.start, a.mention.end - a.sentence.start + 20),
      ),
  );
  const pick = candidates.sort((x, y) => Math.abs(x.mention.amountUsd - sum) - Math.abs(y.mention.amountUsd - sum))[0];
  if (!pick) return;
  pick.kind = "netWorth";
  pick.total = true;
  // "just under a million, 960 or so": the figure made precise right after it, in thousands.
  const precise =
    /^\s*[,;\u2013\u2014-]\s*(?:about\s+|maybe\s+|call it\s+|more like\s+)?(\d{3})(?:\s*k)?\s*(?:or so|-?ish)?\b/i.exec(
      pick.sentence.text.slice(pick.mention.end - pick.sentence.start, pick.mention.end - pick.sentence.start + 30),
    );
  const value = precise ? Number(precise[1]) * 1000 : null;
  if (value !== null && Math.abs(value - pick.mention.amountUsd) <= 0.15 * pick.mention.amountUsd)
    pick.mention = { ...pick.mention, amountUsd: value };
}

/**
 * A wage by the hour: "$44.50 an hour", "38/hr", "Fifty-two an hour", "Fifty-two forty an hour"
 * (52.40). Groups: digits, or words (dollars, then cents).
 */
const HOURLY_RATE =
  /(?:\$\s?(\d{1,3}(?:\.\d{1,2})?)|(?<![\w$.,])(\d{1,3}(?:\.\d{1,2})?)|\b((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))(?:[-\s](ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[-\s](?:one|two|three|four|five|six|seven|eight|nine)))?)(?:\s*(?:dollars|bucks))?\s*(?:an|per|a|\/)\s*(?:hour|hr)\b/gi;
const HOUR_WORD =
  "\\d{1,2}|(?:twenty|thirty|forty|fifty|sixty)(?:[-\\s](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|fifteen|sixteen|eighteen";
/** "Twenty hours a week", "40 hrs/wk", "32 hours per week". */
const HOURS_A_WEEK = new RegExp(
  `\\b(${HOUR_WORD})\\s*(?:hours?|hrs?)\\s*(?:a|per|\\/|each|every)\\s*(?:week|wk)\\b`,
  "i",
);
/** "three twelves a week": shifts of eight, ten or twelve hours. */
const SHIFTS_A_WEEK = /\b(two|three|four|five|[2-6])\s+(eights|tens|twelves|8s|10s|12s)\b(?:\s*(?:a|per|\/)\s*week)?/i;

/**
 * "Twenty hours a week. Fifty-two an hour now … I work straight through the year": a wage by the
 * hour, made a year's pay by the hours a week said beside it (the sentence, the one before and
 * the one after; "three twelves a week" is 36; "full time" is 40) times 52 weeks, or the weeks
 * said ("48 weeks"). ASSUMPTION: paid every week of the year unless the notes say how many.
 * Left as it is when no hours are said, or when the same sentence gives the year's figure after
 * it ("38 an hour, full time, so about 79 a year"). A rate of a third party (a name the notes
 * give a child or another person, or a family word before it) is theirs. Mutates `amounts`.
 */
/**
 * Weeks a worker paid by the hour takes off: "(take) two weeks off" (group 1, a count), "I take
 * August off" or "a month off" (group 2, four weeks), "summers off" (group 3, about ten weeks).
 */
const WEEKS_OFF =
  /\b(?:take|takes|took|taking|have|has|get|gets)\s+(?:(\w+)\s+weeks?|((?:january|february|march|april|may|june|july|august|september|october|november|december|a month|one month))|(the summers?|summers))\s+off\b/i;

function hourlyPay(amounts: ClassifiedAmount[], doc: ReadText, thirdPartyNames: ReadonlySet<string>): void {
  for (const s of doc.sentences) {
    for (const m of allMatches(HOURLY_RATE, s.text)) {
      // "Fifty-two forty an hour": dollars, then cents said as a number (52.40).
      const rate = (m[1] ?? m[2]) ? Number(m[1] ?? m[2]) : wordNumber(m[3] ?? "") + (m[4] ? wordNumber(m[4]) / 100 : 0);
      if (!(rate >= 7 && rate <= 500)) continue;
      const after = s.text.slice(m.index + m[0].length);
      const start = s.start + m.index;
      const end = start + m[0].length;
      // The rate itself is no year's pay: "38 an hour, full time, so about 79 a year" gives it
      // after, and "She makes $31 an hour" with no hours cannot be made one.
      const rateIsNoPay = () => {
        for (const a of amounts) if (a.mention.start < end && a.mention.end > start) a.kind = "ignore";
      };
      if (/\b(?:a|per|\/)\s*(?:year|yr)\b|\bannual(?:ly)?\b/i.test(after)) {
        rateIsNoPay();
        continue;
      }
      const previous = doc.sentences[s.index - 1];
      const next = doc.sentences[s.index + 1];
      const around = `${previous?.text ?? ""} ${s.text} ${next?.text ?? ""}`;
      const hours = HOURS_A_WEEK.exec(around);
      const shifts = SHIFTS_A_WEEK.exec(around);
      const perWeek = hours
        ? (countValue(hours[1] ?? "") ?? wordNumber(hours[1] ?? ""))
        : shifts
          ? (countValue(shifts[1] ?? "") ?? 0) *
            Number(
              /\d+|eight|ten|twelve/i
                .exec(shifts[2] ?? "")?.[0]
                .replace(/eight/i, "8")
                .replace(/twelve/i, "12")
                .replace(/ten/i, "10") ?? 0,
            )
          : /\bfull[-\s]?time\b/i.test(around)
            ? 40
            : null;
      if (perWeek === null || !(perWeek >= 4 && perWeek <= 80)) {
        rateIsNoPay();
        continue;
      }
      const weeksSaid =
        /\b([1-5]\d|(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)\s+weeks\b(?!\s+off)/i.exec(
          around,
        );
      // "I take August off", "off two weeks at Christmas", "summers off": the weeks not worked.
      const offSaid = WEEKS_OFF.exec(around);
      // "I don't take the summers off anymore": no weeks off.
      const off =
        offSaid &&
        !/\b(?:don't|doesn't|do not|does not|didn't|no longer|never|won't|not)\s+$/i.test(
          around.slice(Math.max(0, offSaid.index - 20), offSaid.index),
        )
          ? offSaid
          : null;
      const weeksOff = off ? (off[1] ? (countValue(off[1]) ?? wordNumber(off[1])) : off[2] ? 4 : off[3] ? 10 : 0) : 0;
      const weeksWorked = weeksSaid ? (countValue(weeksSaid[1] ?? "") ?? wordNumber(weeksSaid[1] ?? "")) : Number.NaN;
      const weeks = weeksWorked >= 10 && weeksWorked <= 52 ? weeksWorked : 52 - Math.min(26, weeksOff);
      const before = s.text.slice(0, m.index);
      const existing = amounts.find((a) => a.mention.start < end && a.mention.end > start);
      const ofThirdParty =
        existing?.thirdParty ??
        (THIRD_PARTY.test(before.slice(-60)) ||
          [...thirdPartyNames].some((n) => new RegExp(`\\b${n.replace(/[^A-Za-z-]/g, "")}\\b`).test(before)));
      const mention: MoneyMention = {
        amountUsd: Math.round(rate * perWeek * weeks),
        text: m[0],
        start,
        end,
        period: "year",
        approximate: true,
      };
      if (existing) {
        existing.kind = "income";
        existing.mention = mention;
        continue;
      }
      const at = amounts.findIndex((a) => a.mention.start > start);
      amounts.splice(at < 0 ? amounts.length : at, 0, {
        mention,
        kind: "income",
        cueStart: start,
        cueEnd: end,
        subsetOf: null,
        total: false,
        current: false,
        past: false,
        thirdParty: ofThirdParty,
        negated: false,
        sentence: s,
      });
    }
  }
}

/** Words that say a figure is the whole of what the household has. */
const WHOLE_OF_IT =
  /\b(?:in total|total|all[-\s]in|all told|altogether|all together|combined|in all|everything|(?:the )?whole (?:pie|thing|picture|enchilada)|net of (?:the |any |all )?(?:mortgage|debts?|loans?|liabilities|what (?:they|we|he|she) owe))\b|\b(?:their|our|his|her|my|the (?:family's|couple's|household's)) (?:estate|assets)\b/i;
/** Who holds it: the household as the sentence's subject. */
const HOUSEHOLD_SUBJECT = /\b(?:we|they|he|she|i|us|them|our|their|his|her|my|couple|family|household)\b/i;
/** Words that make a figure a flow, a deal, a debt or a projection rather than what is held today. */
const NOT_HELD_TODAY =
  /\b(?:gave|give|giving|gift\w*|donat\w*|paid|pay|pays|spen[dt]\w*|sold|sell\w*|sale|price|offer\w*|bought|buy\w*|rais\w*|loan|owe[sd]?|cost\w*|fees?|premiums?|tax(?:es)?|income|make|makes|earn\w*|revenue|valuation|valued|company|business|firm|policy|coverage|death benefit|insurance|project\w*|will be|would be|by the time|grow\w*|could|might|need\w*|want\w*|goal|target|inherit\w*|left (?:him|her|them|us|me)|per (?:year|month)|a (?:year|month)|annual\w*|trust|ira|401|roth|pension|house|home|condo|cabin|farm|land|rental)\b/i;

/**
 * "We figure we have around $2.7M total", "Combined, their assets are in the $11 million range",
 * "Roughly $12M net of the mortgage": a figure no cue claimed, in a sentence of the household's
 * with a word of the whole of it and nothing else held, flowed, sold or projected, is the net
 * worth the notes state. Only when no net worth was read otherwise, only a figure said once
 * (not a flow) of at least $250,000 (ASSUMPTION: smaller unlabelled figures are parts, not a
 * household's total), and only when it is the sentence's one figure. Mutates `amounts`.
 */
function householdTotalUnlabelled(amounts: ClassifiedAmount[]): void {
  if (amounts.some((a) => (a.kind === "netWorth" || a.kind === "totalAssets") && !a.thirdParty && !a.negated)) return;
  const candidates = amounts.filter(
    (a) =>
      a.kind === "ignore" &&
      a.mention.period === "once" &&
      a.mention.amountUsd >= 250_000 &&
      !a.thirdParty &&
      !a.negated &&
      !a.past &&
      amounts.every((o) => o === a || o.sentence !== a.sentence) &&
      WHOLE_OF_IT.test(a.sentence.text) &&
      (HOUSEHOLD_SUBJECT.test(a.sentence.text) || /\bnet of\b/i.test(a.sentence.text)) &&
      !NOT_HELD_TODAY.test(a.sentence.text),
  );
  // Two such sentences would be a guess between them.
  if (candidates.length !== 1) return;
  const [a] = candidates;
  if (!a) return;
  a.kind = "netWorth";
  a.total = true;
}

/**
 * "Tithe, $1,100 every month by check -> $13,200/yr": a flow restated a year after an arrow or an
 * equals sign is the same flow, not a second one. Mutates `amounts`.
 */
function restatedFlows(amounts: ClassifiedAmount[], source: string): void {
  for (let i = 1; i < amounts.length; i++) {
    const a = amounts[i] as ClassifiedAmount;
    const before = amounts[i - 1] as ClassifiedAmount;
    if (a.kind === "ignore" || before.kind !== a.kind || before.sentence !== a.sentence) continue;
    if (before.mention.period === a.mention.period) continue;
    if (
      !/^[^$\d;]{0,40}(?:->|→|=>|=|\bi\.e\.|\bso\b|\bor\b)(?:,?\s*call it)?\s*(?:about\s+|~)?\$?\s*$/i.test(
        source.slice(before.mention.end, a.mention.start),
      )
    )
      continue;
    const x = annualUsd(before.mention);
    const y = annualUsd(a.mention);
    if (Math.abs(x - y) <= 0.02 * Math.max(x, y)) a.kind = "ignore";
  }
}

/**
 * "Balance sheet / - Harold IRA ~$720K / … / - Harold's words: \"about a million and a half\"": a
 * figure with no label of its own in a balance-sheet list that is at least most of the sum of the
 * items above it is their total, the net worth. Mutates `amounts`.
 */
function unlabelledBalanceSheetTotal(amounts: ClassifiedAmount[], source: string): void {
  if (amounts.some((a) => a.kind === "netWorth" && !a.thirdParty && !a.negated)) return;
  // One pass in order: the items read so far under the current balance-sheet heading, summed
  // (linear in the amounts, whatever the attachment's size).
  let heading: string | null = null;
  let count = 0;
  let sum = 0;
  for (const a of amounts) {
    const h = listHeadingLine(source, a.sentence.start);
    if (h !== heading) {
      heading = h;
      count = 0;
      sum = 0;
    }
    if (
      heading === null ||
      !/\b(?:balance sheet|net worth|assets|financial picture|what they have|holdings)\b/i.test(heading)
    )
      continue;
    if (a.kind === "ignore" && a.cueStart === a.mention.start && a.mention.period === "once" && !a.thirdParty) {
      if (count >= 2 && a.mention.amountUsd >= 0.8 * sum && a.mention.amountUsd <= 2 * sum) {
        a.kind = "netWorth";
        a.total = true;
      }
      continue;
    }
    if (HOLDING_KINDS.has(a.kind) && !a.thirdParty && !a.negated) {
      count++;
      sum += a.mention.amountUsd;
    }
  }
}

/** The client's money facts read from the classified amounts. Null where the notes give none. */
export interface MoneyFacts {
  netWorthUsd: number | null;
  /** The stated net worth leaves the business out ("NW outside the company"). */
  netWorthExcludesBusiness: boolean;
  liquidNetWorthUsd: number | null;
  annualIncomeUsd: number | null;
  retirementAccountsUsd: number | null;
  employerStockInPlanUsd: number | null;
  employerStockBasisUsd: number | null;
  employerStockOutsidePlanUsd: number | null;
  taxableInvestmentsUsd: number | null;
  cashUsd: number | null;
  primaryResidenceUsd: number | null;
  vacationHomeUsd: number | null;
  investmentRealEstateUsd: number | null;
  investmentRealEstateBasisUsd: number | null;
  otherRealEstateUsd: number | null;
  businessInterestUsd: number | null;
  companyValueUsd: number | null;
  expectedSalePriceUsd: number | null;
  grossAssetsAtIssuanceUsd: number | null;
  annualCharitableGivingUsd: number | null;
  liabilitiesUsd: number | null;
  annualSpendingUsd: number | null;
  lifeInsuranceDeathBenefitUsd: number | null;
  otherAssetsUsd: number | null;
  /** A basis written beside securities worth more than twice it ("Microsoft shares (cost basis ~$200K) are now worth $3M"). */
  lowBasisSecurities: boolean;
}

const FIELD_OF: Partial<Record<AmountKind, string>> = {
  netWorth: "netWorthUsd",
  totalAssets: "netWorthUsd",
  liquidNetWorth: "liquidNetWorthUsd",
  income: "annualIncomeUsd",
  householdIncome: "annualIncomeUsd",
  retirement: "retirementAccountsUsd",
  employerStock: "employerStockInPlanUsd",
  taxable: "taxableInvestmentsUsd",
  cash: "cashUsd",
  residence: "primaryResidenceUsd",
  vacationHome: "realEstateUsd",
  investmentRealEstate: "investmentRealEstateUsd",
  realEstate: "realEstateUsd",
  business: "businessValueUsd",
  companyValue: "businessValueUsd",
  salePrice: "expectedSalePriceUsd",
  grossAssets: "businessGrossAssetsAtIssuanceUsd",
  giving: "annualCharitableGivingUsd",
  liability: "liabilitiesUsd",
  spending: "annualSpendingUsd",
  lifeInsurance: "lifeInsuranceDeathBenefitUsd",
};

/** Shares said to be held outside the retirement plan. */
const OUTSIDE_PLAN =
  /\boutside (?:of )?(?:the |his |her |their |my )?(?:plan|401\s?\(?k\)?|403\s?\(?b\)?|ira|retirement)|\bnot in (?:the |his |her |their )?(?:plan|401)|\b(?:vested )?rsus?\b|\bespp\b|\bbrokerage\b|\btaxable\b/i;
const PLAN_WORDS = /\b401\s?\(?k\)?|\b403\s?\(?b\)?|\bplan\b|\besop\b|\bretirement account|\bprofit[-\s]sharing\b/i;

/**
 * Whether a basis is written beside securities worth more than twice it, in one sentence ("Microsoft
 * shares (cost basis ~$200K) are now worth $3M"): the amounts are compared within their sentence only.
 */
function lowBasisSecurities(amounts: readonly ClassifiedAmount[]): boolean {
  const largestValue = new Map<Sentence, number>();
  for (const v of amounts)
    if (!v.thirdParty && (v.kind === "taxable" || v.kind === "employerStock" || v.kind === "ignore"))
      largestValue.set(v.sentence, Math.max(largestValue.get(v.sentence) ?? 0, v.mention.amountUsd));
  return amounts.some(
    (b) =>
      !b.thirdParty &&
      (b.kind === "basis" ||
        /\bbasis\b[^$\d]{0,16}$/i.test(b.sentence.text.slice(0, b.mention.start - b.sentence.start))) &&
      (/\b(?:stock|shares|brokerage|portfolio|securities|position)\b/i.test(b.sentence.text) ||
        // "Holds $6M of GOOG, basis $400K": a ticker names the security.
        /\b(?:of|in)\s+(?!IRA|HSA|SEP|TSP|LLC|USD|CDs?\b|ESOP|ETF|REIT)[A-Z]{2,5}\b(?![a-z])/.test(b.sentence.text)) &&
      (largestValue.get(b.sentence) ?? 0) > 2 * b.mention.amountUsd,
  );
}

/** A home named by its place: "Sun Valley condo", "Lake Tahoe place", "condo in Naples FL". */
/** A word for a home, first letter either case (the place before it is capitalized, so no "i" flag). */
const HOME_WORD = "(?:[Pp]lace|[Cc]ondo|[Hh]ouse|[Hh]ome|[Tt]ownhouse|[Aa]partment|[Vv]illa|[Cc]ottage)";
const PLACED_HOME = new RegExp(
  String.raw`\b((?:[A-Z][a-z]+\s+){1,3})${HOME_WORD}\b|\b${HOME_WORD}\s+(?:in|at|on|near)\s+((?:[A-Z][a-z]+\s*){1,3})`,
);
/** The end of the words before a figure with no cue of its own: a home word or a place's name, then the figure. */
const HOME_RIGHT_BEFORE = new RegExp(
  String.raw`(?:${HOME_WORD}|[A-Z][a-z]+)\s*[:=~(-]?\s*(?:about|around|roughly|~)?\s*\$?$`,
);

/**
 * The source of an income figure, from its cue and the clause before it: "k1", "guaranteed",
 * "selfEmployment", "bonus", "commission", "equity", "pension", "socialSecurity", "rmd", "rent",
 * "alimony", "investment", "board", "wages", or "generic" ("income", "gross") when none is named.
 */
function incomeSource(a: ClassifiedAmount): string {
  const st = a.sentence;
  const head = Math.min(a.cueStart, a.mention.start);
  const from = Math.max(st.start, head - 40);
  const text = st.lower.slice(from - st.start, Math.max(a.cueEnd, a.mention.end) - st.start);
  // The clause the figure sits in: after the last comma or semicolon before the cue.
  const cut = Math.max(text.lastIndexOf(",", head - from - 1), text.lastIndexOf(";", head - from - 1));
  const own = text.slice(cut + 1);
  for (const [name, re] of INCOME_SOURCES) if (re.test(own)) return name;
  return "generic";
}

/** Income sources by their words, most specific first (incomeSource). */
const INCOME_SOURCES: [string, RegExp][] = [
  ["guaranteed", /\bguaranteed payments?\b/],
  [
    "k1",
    /\bk-?1s?\b|\bdistributions? (?:from|out of)\b|\bshare of (?:the )?(?:profits?|earnings)\b|\bowner(?:'s)? (?:profit|earnings|comp)\b/,
  ],
  [
    "selfEmployment",
    /\bsch(?:ed(?:ule)?)?\.?\s*c\b|\b1099\b|\bconsult\w*|\bfreelanc\w*|\bself-employ\w*|\bside (?:gig|hustle)\b/,
  ],
  ["bonus", /\bbonus(?:es)?\b/],
  ["commission", /\bcommissions?\b/],
  ["equity", /\brsus?\b|\bvest(?:s|ing|ed)?\b/],
  ["pension", /\bpensions?\b|\bfers\b|\bcsrs\b|\bannuity\b/],
  ["socialSecurity", /\bsocial security\b|\bss\b|\bssdi\b/],
  ["rmd", /\brmds?\b|\brequired (?:minimum )?distributions?\b/],
  ["rent", /\brent(?:s|al)?\b|\btenants?\b|\bleases?\b/],
  ["alimony", /\balimony\b|\bspousal support\b/],
  ["investment", /\bdividends?\b|\binterest\b|\b(?:portfolio|investment) income\b/],
  ["board", /\bboard\b|\bdirector(?:'s)? fees?\b|\bhonorari\w*|\bspeaking\b/],
  [
    "wages",
    /\bsalar(?:y|ies)\b|\bwages?\b|\bw-?2s?\b|\bbase\b|\bpay(?:check)?\b|\bovertime\b|\bmak(?:es?|ing)\b|\bearn\w*|\bcomp(?:ensation)?\b|\btake[-\s]?home\b/,
  ],
];

/** Whose an income figure is, when its sentence says before it: "he" (he, his, him, husband) or "she" (she, her, wife). */
function incomeEarner(a: ClassifiedAmount): "he" | "she" | null {
  const st = a.sentence;
  const before = st.lower.slice(0, Math.min(a.cueStart, a.mention.start) - st.start);
  let last: "he" | "she" | null = null;
  for (const m of before.matchAll(/\b(?:(he|his|him|husband)|she|her|wife)\b/g)) last = m[1] ? "he" : "she";
  return last;
}

/** Words of this year's figure: "This year I'm on track for", "For 2026 he kept", "now", "projected". */
const THIS_YEAR_NEAR =
  /\b(?:this year|(?:for|in) 20\d{2}|now|currently|ytd|so far|on track|on pace|projected|projecting|expect\w*|budget\w*|should|will|going to)\b/;

/** Words of a job or business that has ended ("left USAA", "quit", "retired from", "sold the practice"). */
const ENDED_BEFORE =
  /\b(?:left|quit|resigned|retired|laid off|let go|stopped working|closed|sold|wound down|shut down|gave up)\b/;

/** Whether words around a figure date it to a past year ("last year", "2025", "'25", "was"), as opposed to a figure taken back. */
function datedPast(a: ClassifiedAmount): boolean {
  const st = a.sentence;
  const around = st.lower.slice(
    Math.max(0, Math.min(a.cueStart, a.mention.start) - st.start - 40),
    a.mention.end - st.start + 25,
  );
  return /\b(?:last|prior|previous) year\b|\bthe year before\b|\b(?:19|20)\d{2}\b|['\u2019]\d{2}\b|\b(?:was|were|showed)\b/.test(
    around,
  );
}

/**
 * The past income figures still counted beside the current ones: for each source (incomeSource)
 * that no current figure gives (for the same earner when both say whose; a current figure of no
 * named source only later in the same sentence, in one of the next two with words of this year,
 * or when both say it is the same earner's), the latest past figure written; never a past total.
 * A past figure of no named source ("income was $410k last year") never is. Linear in the figures.
 */
function pastIncomeStillCurrent(parts: ClassifiedAmount[]): ClassifiedAmount[] {
  // The current figures indexed once (a long document has thousands): by named source, the
  // earners they are said to be of (and whether some say no one's); the figures of no named source
  // by sentence, and their earners.
  const bySource = new Map<string, { earners: Set<string>; anyone: boolean }>();
  const genericBySentence = new Map<number, ClassifiedAmount[]>();
  const genericEarners = new Set<string>();
  for (const c of parts) {
    if (c.past) continue;
    const source = incomeSource(c);
    const whose = incomeEarner(c);
    if (source === "generic") {
      const list = genericBySentence.get(c.sentence.index);
      if (list) list.push(c);
      else genericBySentence.set(c.sentence.index, [c]);
      if (whose !== null) genericEarners.add(whose);
      continue;
    }
    const entry = bySource.get(source) ?? { earners: new Set<string>(), anyone: false };
    if (whose === null) entry.anyone = true;
    else entry.earners.add(whose);
    bySource.set(source, entry);
  }
  const latest = new Map<string, ClassifiedAmount>();
  for (const p of parts) {
    // Only a figure dated to a past year; one taken back or corrected is past for good.
    if (!p.past || p.total || !datedPast(p)) continue;
    // "left USAA 12/2025 (was $118k W-2 in '25)": income from a job or business that has ended.
    if (ENDED_BEFORE.test(p.sentence.lower.slice(0, p.mention.start - p.sentence.start))) continue;
    const src = incomeSource(p);
    if (src === "generic") continue;
    const earner = incomeEarner(p);
    // A current figure of the same source (for the same earner when both say whose).
    const same = bySource.get(src);
    if (same && (earner === null || same.anyone || same.earners.has(earner))) continue;
    // "W-2 last year was $910K; this year it will be more like $780K", "Schedule C net was $118,000
    // for 2025. This year I'm on track for about $130,000": a figure of no source of its own later
    // in the same sentence, or in one of the next two with words of this year, is the same income;
    // elsewhere, only when both are said to be the same earner's.
    const i = p.sentence.index;
    const later = (genericBySentence.get(i) ?? []).some((c) => c.mention.start > p.mention.start);
    const next = [i + 1, i + 2].some((k) =>
      (genericBySentence.get(k) ?? []).some((c) =>
        THIS_YEAR_NEAR.test(c.sentence.lower.slice(0, c.mention.end - c.sentence.start + 25)),
      ),
    );
    if (later || next || (earner !== null && genericEarners.has(earner))) continue;
    const key = `${src}:${earner ?? ""}`;
    const seen = latest.get(key);
    if (seen === undefined || p.mention.start > seen.mention.start) latest.set(key, p);
  }
  return [...latest.values()];
}

/**
 * "House ~4.5M; Lake Tahoe place ~2.8M", "House in Lloyd Harbor ~$1.6M. Condo in Naples FL
 * ~$900K": a second home valued beside the first, named by a place of its own, is a vacation or
 * second home (not a rental: those are read as investment real estate), not the residence again.
 * The first home written is the residence; a later one at the same figure, in the past, or at the
 * place the first names, is the same home. Changes the kind of the later ones in place.
 */
function secondHomes(held: ClassifiedAmount[]): void {
  const placeOf = (a: ClassifiedAmount): string | null => {
    const clause = a.sentence.text.slice(
      Math.max(0, Math.min(a.cueStart, a.mention.start) - a.sentence.start - 40),
      a.mention.start - a.sentence.start,
    );
    const m = PLACED_HOME.exec(clause.split(/[;|]|\.\s/).pop() ?? "");
    const place = (m?.[1] ?? m?.[2] ?? "").trim();
    // "The house", "Our home": no place named.
    return place && !/^(?:The|Our|My|Their|His|Her|Primary|Main|House|Home|New|Old)$/.test(place) ? place : null;
  };
  // A figure with no cue of its own right after a home named by its place ("Lake Tahoe place ~2.8M").
  const placedRightBefore = (a: ClassifiedAmount) =>
    placeOf(a) !== null && HOME_RIGHT_BEFORE.test(a.sentence.text.slice(0, a.mention.start - a.sentence.start));
  const homes = held
    .filter(
      (a) =>
        !a.past &&
        (a.kind === "residence" || (a.kind === "ignore" && a.mention.period === "once" && placedRightBefore(a))),
    )
    .sort((a, b) => a.mention.start - b.mention.start);
  const first = homes.find((a) => a.kind === "residence");
  if (first === undefined || homes.length < 2) return;
  const firstPlace = placeOf(first);
  for (const a of homes) {
    if (a === first || a.mention.start < first.mention.start) continue;
    if (Math.abs(a.mention.amountUsd - first.mention.amountUsd) < 1) continue;
    const place = placeOf(a);
    if (place === null || place === firstPlace) continue;
    a.kind = "vacationHome";
  }
}

/**
 * Sums the classified amounts into the client's money facts: per kind, the amounts that are not
 * parts of another, not negated and not a third party's; a "total" amount replaces the sum; for a
 * stated figure mentioned twice (a summary repeating it), once; a current figure beats a past one.
 * Records a quote for each fact.
 */
export function moneyFacts(amounts: ClassifiedAmount[], rec: Recorder, source = ""): MoneyFacts {
  const usable = amounts.filter((a) => !a.negated && !a.thirdParty && a.kind !== "ignore");
  const quote = (field: string, a: ClassifiedAmount, status: "stated" | "inferred" = "stated") =>
    rec.note(field, Math.min(a.cueStart, a.mention.start), Math.max(a.cueEnd, a.mention.end), status);
  const ofKind = (...kinds: AmountKind[]) => usable.filter((a) => kinds.includes(a.kind));

  /** The best of several mentions of one figure: current over past, total over part, first otherwise. */
  const best = (list: ClassifiedAmount[]): ClassifiedAmount | undefined =>
    [...list].sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || Number(a.past) - Number(b.past) || Number(b.total) - Number(a.total),
    )[0];
  /** One figure from its best mention, quoted. */
  const single = (field: string, list: ClassifiedAmount[], annual = false): number | null => {
    const pick = best(list);
    if (pick === undefined) return null;
    quote(field, pick);
    return annual ? annualUsd(pick.mention) : pick.mention.amountUsd;
  };
  /** A sum of holdings: totals replace, parts are not added, repeated figures count once. */
  // Membership is tested with sets: a long document has thousands of amounts of a kind.
  const sum = (field: string, list: ClassifiedAmount[], annual = false): number | null => {
    const inList = new Set(list);
    const whole = list.filter((a) => a.subsetOf === null || !inList.has(a.subsetOf) || a.subsetOf.kind !== a.kind);
    const inWhole = new Set(whole);
    const parts = whole.filter((a) => !(a.subsetOf && inWhole.has(a.subsetOf)));
    if (parts.length === 0) return null;
    // A total replaces the parts it sums, so it is at least each of them; a smaller "total" ("a
    // Roth each, maybe 40 total") totals only some of them and is one more part.
    const largest = Math.max(...parts.map((a) => (annual ? annualUsd(a.mention) : a.mention.amountUsd)));
    // "SS about $4,100/mo combined; his pension $2,600/mo": a yearly total named for one source
    // (Social Security, a pension) totals that source, not the household's income.
    const sourceTotal = (a: ClassifiedAmount) =>
      annual &&
      a.cueStart !== a.mention.start &&
      // "- Total ~$163K" on a line of its own: a cue carried from the line before names no source.
      a.cueStart >= a.sentence.start &&
      !/income|comp|earn|gross|hhi|total|combined|make|making|tc\b/.test(
        a.sentence.lower.slice(a.cueStart - a.sentence.start, a.cueEnd - a.sentence.start),
      );
    const totals = parts.filter(
      (a) => a.total && !a.past && !sourceTotal(a) && (annual ? annualUsd(a.mention) : a.mention.amountUsd) >= largest,
    );
    if (totals.length > 0) {
      const figure = single(field, totals, annual) as number;
      // "GREG: Total is right around two point six million. … LISA: 340.": in a conversation, a
      // total one client says covers that client's accounts; a figure another client says after it,
      // not a part of it, is one more account.
      const picked = best(totals) as ClassifiedAmount;
      const totalSpeaker = source ? speakerOf(source, picked.mention.start) : null;
      if (totalSpeaker === null || ADVISER_NAME.test(totalSpeaker)) return figure;
      let more = 0;
      for (const a of parts) {
        if (a === picked || a.past || a.total || a.mention.start < picked.mention.start || a.subsetOf === picked)
          continue;
        const speaker = speakerOf(source, a.mention.start);
        if (speaker === null || speaker === totalSpeaker || ADVISER_NAME.test(speaker)) continue;
        more += annual ? annualUsd(a.mention) : a.mention.amountUsd;
        quote(field, a);
      }
      return figure + more;
    }
    // "… it's about eight-forty now. And she has a Roth, like sixty. So nine hundred, basically.":
    // a last figure equal to the sum of all the others (within 1.5%) is their total, said without the word.
    const current = parts.filter((a) => !a.past);
    if (current.length >= 3) {
      const values = current.map((a) => (annual ? annualUsd(a.mention) : a.mention.amountUsd));
      const all = values.reduce((t, v) => t + v, 0);
      // The total comes after its parts: the last figure written.
      const last = current.reduce((l, a) => (a.mention.start > l.mention.start ? a : l));
      const v = annual ? annualUsd(last.mention) : last.mention.amountUsd;
      if (Math.abs(all - v - v) <= 0.015 * v) return single(field, [last], annual);
      // "About $30,000 a year: the parish ($20,000) and the food bank ($10,000)": a first figure
      // equal to the sum of those after it, in the same sentence, is their total said first.
      const first = current.reduce((f, a) => (a.mention.start < f.mention.start ? a : f));
      const w = annual ? annualUsd(first.mention) : first.mention.amountUsd;
      if (current.every((a) => a.sentence === first.sentence) && Math.abs(all - w - w) <= 0.015 * w)
        return single(field, [first], annual);
    }
    // (Before the totals are reset: a past total is never still current.)
    const pastStillCurrent = annual ? pastIncomeStillCurrent(parts) : [];
    for (const a of parts) if (a.total) a.total = false;
    const figureOf = (a: ClassifiedAmount) => (annual ? annualUsd(a.mention) : a.mention.amountUsd);
    const currentParts = parts.filter((a) => !a.past);
    // "K-1 was $420,000 last year, plus guaranteed payments of $120,000": for income, the latest
    // past figure of a source no current figure replaces is still that source's figure.
    const stillHeld = currentParts.length === 0 ? parts : [...currentParts, ...pastStillCurrent];
    // "…sitting at the bottom of the brackets with over two million in pre-tax money": a figure
    // given only as a lower bound that the other figures of its kind already reach describes them.
    const heldSum = stillHeld.reduce((t, a) => t + figureOf(a), 0);
    const nonPast = stillHeld.filter(
      (a) =>
        !(
          LOWER_BOUND_BEFORE.test(a.sentence.text.slice(0, a.mention.start - a.sentence.start)) &&
          heldSum - figureOf(a) >= figureOf(a)
        ),
    );
    // For each figure, the sentences it is written in (two or more: it is repeated somewhere).
    const sentencesOf = new Map<number, Set<Sentence>>();
    for (const a of nonPast) {
      const set = sentencesOf.get(figureOf(a)) ?? new Set<Sentence>();
      set.add(a.sentence);
      sentencesOf.set(figureOf(a), set);
    }
    const seen = new Set<number>();
    let total = 0;
    for (const a of nonPast) {
      const value = figureOf(a);
      // A figure repeated in another sentence (a summary) counts once.
      if (seen.has(value) && (sentencesOf.get(value)?.size ?? 0) > 1) continue;
      // "Eileen's at $1,850" in a reply quoting "Eileen's ($1,850/mo)": the same figure written
      // without its period elsewhere is that monthly figure again.
      if (
        annual &&
        a.mention.period === "once" &&
        nonPast.some(
          (o) =>
            o !== a &&
            o.sentence !== a.sentence &&
            o.mention.period === "month" &&
            Math.abs(o.mention.amountUsd - a.mention.amountUsd) < 1,
        )
      )
        continue;
      seen.add(value);
      total += value;
      quote(field, a);
    }
    return total;
  };

  // Employer stock inside a plan: a part of a retirement amount, or company stock in a 401(k) sentence.
  const employer = ofKind("employerStock");
  const inPlan = employer.filter(
    (a) =>
      (a.subsetOf !== null && a.subsetOf.kind === "retirement") ||
      // "Outside the plan: ~$1.8M of company shares from vested RSUs": held outside it.
      (PLAN_WORDS.test(a.sentence.text) && !OUTSIDE_PLAN.test(a.sentence.text)) ||
      // "the P&G shares in the plan … The value is still about $1.4M": the plan named at the cue.
      (a.cueStart < a.sentence.start && PLAN_WORDS.test(source.slice(a.cueStart, a.cueEnd + 40))),
  );
  const inPlanSet = new Set(inPlan);
  const outsidePlan = employer.filter((a) => !inPlanSet.has(a));
  const basisOf = (targets: ClassifiedAmount[]) => {
    const of = new Set(targets);
    return ofKind("basis").filter((b) => b.subsetOf !== null && of.has(b.subsetOf));
  };

  const retirement = ofKind("retirement");
  // Employer stock that is a part of a retirement amount is inside it already.
  const retirementWithStock = [
    ...retirement,
    ...inPlan.filter(
      (a) =>
        (a.subsetOf === null || a.subsetOf.kind !== "retirement") &&
        // The same figure said again as part of a plan balance is inside it already.
        !inPlan.some(
          (b) => b !== a && b.subsetOf?.kind === "retirement" && b.mention.amountUsd === a.mention.amountUsd,
        ),
    ),
  ];

  // A household total ("HHI", "combined income") is the income; otherwise each earner's income adds up.
  // "Income about $81k", "Gross: 640,000", "Annual income ~$150k": the word income (or gross) with
  // no earner or source of its own is the household's total, not one more item to add.
  const generic = ofKind("income").filter((a) => {
    const st = a.sentence;
    const cue = st.lower.slice(a.cueStart - st.start, a.cueEnd - st.start);
    if (!/^(?:income|gross)$/.test(cue) || a.mention.start < a.cueStart) return false;
    // "Income: $95K (his) + $85K (hers)": the first of the parts, not a total.
    if (
      /^\s*(?:\([^)]{0,12}\)|[\w-]{1,12}|for (?:him|her|them|\w+))?\s*(?:\+|plus|and|\/|,)\s*~?\$?\d/.test(
        st.lower.slice(a.mention.end - st.start),
      )
    )
      return false;
    // "Income_P1: 185,000", "Income (H): …": one person's income.
    if (
      /^\s*[-:–]?\s*(?:\(\s*)?(?:p[12]|cl[12]|c[12]|h|w|him|her|his|hers|client|spouse|primary|secondary)\b/.test(
        st.lower.slice(a.cueEnd - st.start).replace(/_/g, " "),
      )
    )
      return false;
    // "your taxable income this year is about twenty-four thousand of consulting": one source.
    if (
      /^\s*(?:a year\s+)?(?:of|in|from)\s+(?:(?:her|his|my|the|their|your)\s+)?(?:[a-z-]+\s+){0,2}?(?:consulting|wages|salary|pay|pension|social security|rent|rental|dividends|interest|self-employment|1099|freelance|contract|tutoring|w-?2)\b/.test(
        st.lower.slice(a.mention.end - st.start),
      )
    )
      return false;
    // "Gross on my stub is $3,450 every two weeks": one earner's paycheck, not the household's year.
    if (
      /^\s*(?:on|from|per) (?:my|his|her|the|your) (?:pay\s*)?(?:stub|check|paycheck|w-?2)\b/.test(
        st.lower.slice(a.cueEnd - st.start),
      ) ||
      /^[^.;]{0,12}?\b(?:every (?:two|other) weeks?|bi-?weekly|semi-?monthly|twice a month|per (?:pay)?check|a paycheck|each paycheck)\b/.test(
        st.lower.slice(a.mention.end - st.start),
      )
    )
      return false;
    // "Tom brings home $6,800 every two weeks after taxes; gross is $245,000 a year": the gross of
    // the pay just named in the sentence, not the household's; "Gross is $11,250 a month - UPMC
    // pays monthly": a monthly gross is one earner's pay.
    if (
      cue === "gross" &&
      (a.mention.period === "month" ||
        ofKind("income").some((o) => o !== a && o.sentence === st && o.mention.end <= a.cueStart))
    )
      return false;
    // "Income from the business averages $300K": the income of one source, not the household's.
    if (
      /^\s*(?:from|of (?:the|his|her|their|its)|on (?:the|his|her|their))\b/.test(st.lower.slice(a.cueEnd - st.start))
    )
      return false;
    const before = st.lower.slice(Math.max(0, a.cueStart - st.start - 30), a.cueStart - st.start).trimEnd();
    return (
      before === "" ||
      /(?:^|[\s:;|•*-])(?:their|our|total|annual|yearly|current|family|joint|gross|taxable|earned|inc)$|[:;|•*-]$/.test(
        before,
      )
    );
  });
  const household = [...ofKind("householdIncome"), ...generic];
  // A past household total ("was $410k last year") gives way to this year's figures when there are any.
  const currentIncome = ofKind("income").some((a) => !a.past && !household.includes(a));
  // "With their MAGI over $500K, the SALT cap phases down": a household figure given only as a bound
  // when the parts are stated is a threshold the parts cross, not the income.
  const bound = (a: ClassifiedAmount) =>
    currentIncome && LOWER_BOUND_BEFORE.test(a.sentence.text.slice(0, a.mention.start - a.sentence.start));
  const householdPick = household.find((a) => !a.past && !bound(a)) ?? (currentIncome ? undefined : household[0]);
  if (householdPick) quote("annualIncomeUsd", householdPick);
  // "Pays out six hundred a year … That plus whatever the portfolio throws off is what we live
  // on": a part of the income named after its figures without an amount leaves the sum unknown.
  const incomeParts = ofKind("income").filter((a) => !a.past);
  const partUnstated =
    source !== "" &&
    incomeParts.length > 0 &&
    (allMatches(UNSTATED_INCOME_PART, source).some((u) =>
      incomeParts.some((a) => a.mention.end <= u.index && u.index - a.mention.end < 300),
    ) ||
      allMatches(UNKNOWN_INCOME_ANSWER, source).some((u) =>
        incomeParts.some((a) => Math.abs(a.mention.end - u.index) < 300),
      ));
  const incomeAnnual = householdPick
    ? annualUsd(householdPick.mention)
    : partUnstated
      ? null
      : sum("annualIncomeUsd", ofKind("income"), true);

  const investmentRe = ofKind("investmentRealEstate");
  // "Total assets about $8M, no debt", "gross estate $18M; mortgage $1M": with no net worth stated,
  // the total of the assets less the debts stated is the net worth (balance-sheet identity).
  const netOfDebts = (): number | null => {
    const assets = single("netWorthUsd", ofKind("totalAssets"));
    if (assets === null) return null;
    const debts = ofKind("liability").reduce((t, a) => t + a.mention.amountUsd, 0);
    for (const a of ofKind("liability")) quote("netWorthUsd", a, "inferred");
    return debts < assets ? assets - debts : null;
  };
  const company = ofKind("companyValue");
  const netWorthStated = single("netWorthUsd", ofKind("netWorth"));
  // "NW outside the company ~ $4.2M", "net worth ex-business $3M": the figure leaves the business out.
  const netWorthPick = best(ofKind("netWorth"));
  // "JW: Outside of Tidewater - house, retirement, brokerage, cash - what are you worth? / MARCUS:
  // About three point four.": the question a figure answers, up to its cue, says what it leaves out;
  // a name after "outside of" there is the business's when the notes value one or speak of the
  // name as a company ("the Tessellate stock").
  const askedBefore =
    netWorthPick !== undefined && source !== "" && netWorthPick.cueStart < netWorthPick.sentence.start
      ? source.slice(Math.max(0, netWorthPick.cueStart - 90), netWorthPick.cueEnd)
      : "";
  // "So outside of Tallgrass I have you at about one-point-six-six million": the figure's own sentence too.
  const namedOut =
    EXCLUDES_NAMED.exec(askedBefore) ??
    (netWorthPick !== undefined
      ? EXCLUDES_NAMED.exec(
          netWorthPick.sentence.text.slice(0, Math.max(0, netWorthPick.mention.start - netWorthPick.sentence.start)),
        )
      : null);
  const netWorthExcludesBusiness =
    netWorthPick !== undefined &&
    (EXCLUDES_BUSINESS.test(
      netWorthPick.sentence.text.slice(
        Math.max(0, Math.min(netWorthPick.cueStart, netWorthPick.mention.start) - netWorthPick.sentence.start - 40),
        Math.max(netWorthPick.cueEnd, netWorthPick.mention.end) - netWorthPick.sentence.start + 60,
      ),
    ) ||
      EXCLUDES_BUSINESS.test(askedBefore) ||
      (namedOut !== null &&
        (ofKind("business", "companyValue").length > 0 || namesACompany(source, namedOut[1] ?? ""))));
  return {
    netWorthUsd: netWorthStated ?? netOfDebts(),
    netWorthExcludesBusiness,
    liquidNetWorthUsd: single("liquidNetWorthUsd", ofKind("liquidNetWorth")),
    annualIncomeUsd: incomeAnnual,
    retirementAccountsUsd: sum("retirementAccountsUsd", retirementWithStock),
    employerStockInPlanUsd: sum("employerStockInPlanUsd", inPlan),
    employerStockBasisUsd: single("employerStockBasisUsd", basisOf(inPlan)),
    employerStockOutsidePlanUsd: sum("taxableInvestmentsUsd", outsidePlan),
    taxableInvestmentsUsd: sum("taxableInvestmentsUsd", ofKind("taxable")),
    cashUsd: sum("cashUsd", ofKind("cash")),
    primaryResidenceUsd: single("primaryResidenceUsd", ofKind("residence")),
    vacationHomeUsd: sum("realEstateUsd", ofKind("vacationHome")),
    investmentRealEstateUsd: sum("investmentRealEstateUsd", investmentRe),
    investmentRealEstateBasisUsd: single("investmentRealEstateBasisUsd", basisOf(investmentRe)),
    otherRealEstateUsd: sum("realEstateUsd", ofKind("realEstate")),
    businessInterestUsd: single("businessValueUsd", ofKind("business")),
    companyValueUsd: single("businessValueUsd", company),
    expectedSalePriceUsd: single("expectedSalePriceUsd", ofKind("salePrice")),
    grossAssetsAtIssuanceUsd: single("businessGrossAssetsAtIssuanceUsd", ofKind("grossAssets")),
    annualCharitableGivingUsd: (() => {
      const g = ofKind("giving");
      const v = sum("annualCharitableGivingUsd", g, true);
      return v;
    })(),
    liabilitiesUsd: sum("liabilitiesUsd", ofKind("liability")),
    annualSpendingUsd: (() => {
      const v = sum("annualSpendingUsd", ofKind("spending"), true);
      return v;
    })(),
    lifeInsuranceDeathBenefitUsd: sum("lifeInsuranceDeathBenefitUsd", ofKind("lifeInsurance")),
    otherAssetsUsd: sum("otherAssetsUsd", ofKind("otherAsset")),
    lowBasisSecurities: lowBasisSecurities(amounts),
  };
}

/** Field name of each kind, for tests and the review panel. */
export const AMOUNT_FIELD = FIELD_OF;
