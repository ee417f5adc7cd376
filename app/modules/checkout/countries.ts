/** Countries we ship to (ISO code → name), United States first as the default. */
export const countries: [code: string, name: string][] = [
  ["US", "United States (US)"],
  ["CA", "Canada"],
  ["MX", "Mexico"],
  ["GB", "United Kingdom (UK)"],
  ["IE", "Ireland"],
  ["DE", "Germany"],
  ["FR", "France"],
  ["ES", "Spain"],
  ["IT", "Italy"],
  ["NL", "Netherlands"],
  ["BE", "Belgium"],
  ["AT", "Austria"],
  ["CH", "Switzerland"],
  ["SE", "Sweden"],
  ["NO", "Norway"],
  ["DK", "Denmark"],
  ["FI", "Finland"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["CZ", "Czechia"],
  ["AU", "Australia"],
  ["NZ", "New Zealand"],
  ["JP", "Japan"],
  ["KR", "South Korea"],
  ["SG", "Singapore"],
  ["IN", "India"],
  ["BR", "Brazil"],
  ["AR", "Argentina"],
  ["ZA", "South Africa"],
];
export const defaultCountry = "US";

/** US states and DC (code → name): the State combobox when the country is the US. */
export const usStates: [code: string, name: string][] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District Of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
];

/** The states a country's State is chosen from (the United States'), or null where it is typed in. */
export function stateListOf(country: string): [code: string, name: string][] | null {
  return country === "US" ? usStates : null;
}

/**
 * The State an address keeps, given the country whose list it was picked from (`listedFor`, when
 * the field was a list) and what was typed beside that list (`typed`). A State from another
 * country's list means nothing in a country without a list of its own: without JavaScript the form
 * still shows the US states after Canada is chosen, and the address must not become "Toronto, OR".
 * There the State the shopper typed into the text field beside the list counts instead ("Ontario").
 * A country with a list is held to it by the address rules.
 */
export function stateOfCountry(
  country: string,
  state: string,
  listedFor: string | undefined,
  typed: string | undefined,
): string {
  return listedFor && listedFor !== country && stateListOf(country) === null ? (typed ?? "") : state;
}

export function countryName(code: string): string {
  return countries.find(([c]) => c === code)?.[1] ?? code;
}
export function stateName(country: string, code: string): string {
  return stateListOf(country)?.find(([c]) => c === code)?.[1] ?? code;
}

/**
 * An address's town line: "Portland, Oregon 97201", or "Bristol, BS1 4DJ" where the address has
 * no state (and just the town when it has neither).
 */
export function townLine(a: { city: string; country: string; state: string; postcode: string }): string {
  const rest = [stateName(a.country, a.state), a.postcode].filter((part) => part !== "").join(" ");
  return rest ? `${a.city}, ${rest}` : a.city;
}

/** The code of a US state given by its code or its name, in any case ("ca", "California" → "CA"), else null. */
export function usStateCode(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  const found = usStates.find(([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted);
  return found ? found[0] : null;
}
