/** US states and DC by name → USPS code. */
export const US_STATES: Record<string, string> = {
  alabama: "AL", alaska: "AK", arizona: "AZ", arkansas: "AR", california: "CA", colorado: "CO",
  connecticut: "CT", delaware: "DE", "district of columbia": "DC", florida: "FL", georgia: "GA",
  hawaii: "HI", idaho: "ID", illinois: "IL", indiana: "IN", iowa: "IA", kansas: "KS", kentucky: "KY",
  louisiana: "LA", maine: "ME", maryland: "MD", massachusetts: "MA", michigan: "MI", minnesota: "MN",
  mississippi: "MS", missouri: "MO", montana: "MT", nebraska: "NE", nevada: "NV", "new hampshire": "NH",
  "new jersey": "NJ", "new mexico": "NM", "new york": "NY", "north carolina": "NC", "north dakota": "ND",
  ohio: "OH", oklahoma: "OK", oregon: "OR", pennsylvania: "PA", "rhode island": "RI", "south carolina": "SC",
  "south dakota": "SD", tennessee: "TN", texas: "TX", utah: "UT", vermont: "VT", virginia: "VA",
  washington: "WA", "west virginia": "WV", wisconsin: "WI", wyoming: "WY",
};

/** Large cities that name their state unambiguously. */
export const US_CITIES: Record<string, string> = {
  "new york city": "NY", nyc: "NY", manhattan: "NY", brooklyn: "NY", "los angeles": "CA", "san francisco": "CA",
  "silicon valley": "CA", "san diego": "CA", chicago: "IL", houston: "TX", dallas: "TX", austin: "TX",
  miami: "FL", boston: "MA", seattle: "WA", atlanta: "GA", denver: "CO", phoenix: "AZ", philadelphia: "PA",
  "las vegas": "NV", nashville: "TN",
};
