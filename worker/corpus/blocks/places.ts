/** A US city with a real zip code and area code, so extraction tests see plausible addresses. */
export type Place = { city: string; state: string; zip: string; area: string };

// city|state|zip|area code
const TABLE = `
Fredericksburg|VA|22401|540
Stafford|VA|22554|540
Manassas|VA|20110|703
Alexandria|VA|22314|703
Richmond|VA|23220|804
Virginia Beach|VA|23451|757
Norfolk|VA|23510|757
Chesapeake|VA|23320|757
Charlottesville|VA|22901|434
Roanoke|VA|24011|540
Raleigh|NC|27601|919
Durham|NC|27701|919
Charlotte|NC|28202|704
Asheville|NC|28801|828
Wilmington|NC|28401|910
Greenville|SC|29601|864
Columbia|SC|29201|803
Charleston|SC|29401|843
Atlanta|GA|30303|404
Savannah|GA|31401|912
Athens|GA|30601|706
Nashville|TN|37203|615
Knoxville|TN|37902|865
Chattanooga|TN|37402|423
Louisville|KY|40202|502
Lexington|KY|40507|859
Columbus|OH|43215|614
Cincinnati|OH|45202|513
Cleveland|OH|44113|216
Dayton|OH|45402|937
Indianapolis|IN|46204|317
Fort Wayne|IN|46802|260
Ann Arbor|MI|48104|734
Grand Rapids|MI|49503|616
Lansing|MI|48933|517
Madison|WI|53703|608
Milwaukee|WI|53202|414
Minneapolis|MN|55401|612
Saint Paul|MN|55102|651
Des Moines|IA|50309|515
Omaha|NE|68102|402
Lincoln|NE|68508|402
Kansas City|MO|64105|816
St. Louis|MO|63101|314
Springfield|MO|65806|417
Tulsa|OK|74103|918
Oklahoma City|OK|73102|405
Austin|TX|78701|512
Dallas|TX|75201|214
Houston|TX|77002|713
San Antonio|TX|78205|210
Plano|TX|75093|972
Fort Worth|TX|76102|817
El Paso|TX|79901|915
Albuquerque|NM|87102|505
Santa Fe|NM|87501|505
Denver|CO|80202|303
Boulder|CO|80302|303
Colorado Springs|CO|80903|719
Fort Collins|CO|80521|970
Salt Lake City|UT|84101|801
Provo|UT|84601|801
Boise|ID|83702|208
Phoenix|AZ|85004|602
Scottsdale|AZ|85251|480
Tucson|AZ|85701|520
Las Vegas|NV|89101|702
Reno|NV|89501|775
San Diego|CA|92101|619
Sacramento|CA|95814|916
Fresno|CA|93721|559
Pasadena|CA|91101|626
San Jose|CA|95113|408
Santa Rosa|CA|95404|707
Portland|OR|97204|503
Eugene|OR|97401|541
Bend|OR|97701|541
Seattle|WA|98101|206
Spokane|WA|99201|509
Tacoma|WA|98402|253
Bellevue|WA|98004|425
Anchorage|AK|99501|907
Honolulu|HI|96813|808
Portland|ME|04101|207
Burlington|VT|05401|802
Manchester|NH|03101|603
Providence|RI|02903|401
Hartford|CT|06103|860
Stamford|CT|06901|203
Worcester|MA|01608|508
Cambridge|MA|02139|617
Albany|NY|12207|518
Buffalo|NY|14202|716
Rochester|NY|14604|585
Syracuse|NY|13202|315
Pittsburgh|PA|15222|412
Harrisburg|PA|17101|717
Allentown|PA|18101|610
Lancaster|PA|17602|717
Wilmington|DE|19801|302
Annapolis|MD|21401|410
Baltimore|MD|21202|410
Frederick|MD|21701|301
Birmingham|AL|35203|205
Huntsville|AL|35801|256
Jackson|MS|39201|601
Baton Rouge|LA|70801|225
New Orleans|LA|70112|504
Little Rock|AR|72201|501
Tampa|FL|33602|813
Orlando|FL|32801|407
Sarasota|FL|34236|941
Jacksonville|FL|32202|904
Tallahassee|FL|32301|850
Naples|FL|34102|239
Fargo|ND|58102|701
Sioux Falls|SD|57104|605
Billings|MT|59101|406
Missoula|MT|59802|406
Cheyenne|WY|82001|307
Charleston|WV|25301|304
Wichita|KS|67202|316
`;

export const PLACES: readonly Place[] = TABLE.trim()
  .split("\n")
  .map((line) => {
    const [city = "", state = "", zip = "", area = ""] = line.split("|");
    return { city, state, zip, area };
  });

export const STREET_NAMES = [
  "Main Street",
  "Oak Avenue",
  "Maple Drive",
  "Washington Boulevard",
  "Lakeview Parkway",
  "Jefferson Davis Highway",
  "Market Street",
  "Cedar Lane",
  "Park Place",
  "Harbor Drive",
  "Commerce Street",
  "Highland Avenue",
  "Elm Street",
  "Riverside Drive",
  "Medical Center Drive",
  "Professional Court",
  "Broad Street",
  "Chestnut Street",
  "Willow Creek Road",
  "Summit Avenue",
  "Old Mill Road",
  "Colonial Parkway",
  "Pine Ridge Road",
  "University Avenue",
  "Westgate Boulevard",
  "Heritage Oaks Drive",
  "Canyon View Road",
  "Founders Way",
] as const;

export const SUITES = ["Suite 100", "Suite 120", "Suite 201", "Suite B", "Suite 310", "Unit 4", "Building C"] as const;

/** A fictional 555-01xx number in the place's area code, in the canonical "(540) 555-0142" form. */
export const phoneFor = (place: Place, lastTwo: number): string =>
  `(${place.area}) 555-01${String(lastTwo % 100).padStart(2, "0")}`;
