// Vendor set, catalogue script: what the vendor shows. Put it in the vendor's root prim beside vendor-payments,
// vendor-menu and vendor-delivery; its settings come from vendor-delivery, so there is nothing to edit here but the
// display face below (see the setup guide on the LSL Integration page).
//
// With ITEM_NAME set to "" in vendor-delivery, the vendor sells its catalogue: the products whose vendor is this one
// on the Products page, in the order set there, with their pictures and prices due. This script reads the catalogue
// into linkset data (product:), shows one product at a time (vendor:shown: its picture on the display face; the menu
// script shows its name and price and sets the pay dialog; vendor-payments takes a payment for it) and turns the pages:
// touching a prim named next or prev, or, in a one-prim vendor, the right or left half of the display face. It reads
// the catalogue again when the platform pings its URL with a new version, and checks the version every 60 seconds.
//
// In every vendor, one item or a catalogue, it tells the platform which items the vendor holds (the sales of an item
// it does not hold are given by a delivery box), and gives the demos a buyer asks for in the menu.

// The face of the prim named display (else of the root prim) that shows the product's picture.
integer DISPLAY_FACE = 0;

string SCRIPT_VERSION = "3.3.0";

string SETTINGS = "vendor:settings";
string SHOWN = "vendor:shown";
string CATALOGUE = "vendor:catalogue";
string PRODUCT = "product:";
string URL = "vendor:url";

// A version check at most this often; a ping on the vendor's URL reads a new one at once.
integer CHECK_SECONDS = 60;
// The vendor shows at most this many products, each kept in at most 342 bytes of linkset data (names cut at 63
// characters), and keeps one only while more than KEEP_FREE bytes stay free: the catalogue never takes the room the
// sales queue needs (see vendor-delivery).
integer PRODUCT_LIMIT = 100;
integer KEEP_FREE = 65536;
// A contents report that failed is sent again after this long; the platform takes at most 50 names a call.
integer RETRY_SECONDS = 60;
integer ITEMS_PER_CALL = 50;

string apiBase;
string apiKey;
string vendorKey;
integer ready;
// TRUE: the vendor sells its catalogue (ITEM_NAME is "" in vendor-delivery).
integer catalogue;

// The catalogue being read: the version on its first page, and how many products came so far.
key readRequest = NULL_KEY;
string reading = "";
integer readCount;
integer checkAt;

key urlRequest = NULL_KEY;
key contentsRequest = NULL_KEY;
string reported = "";
string sending = "";
integer sentFrom;
integer contentsAt;
// Demos asked for: request, avatar.
list demos = [];

string jsonText(string text)
{
    return "\"" + llReplaceSubString(llReplaceSubString(text, "\\", "\\\\", 0), "\"", "\\\"", 0) + "\"";
}

key api(string method, string path, string body)
{
    return llHTTPRequest(apiBase + path, [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", apiKey], body);
}

tell(key avatar, string message)
{
    llRegionSayTo(avatar, PUBLIC_CHANNEL, message);
}

// A JSON value, or "" when it is null or missing.
string field(string json, string name)
{
    string value = llJsonGetValue(json, [name]);
    if (value == JSON_NULL || value == JSON_INVALID) return "";
    return value;
}

string shownField(string name)
{
    return field(llLinksetDataRead(SHOWN), name);
}

string number3(integer number)
{
    return llGetSubString("00" + (string)number, -3, -1);
}

loadSettings()
{
    string settings = llLinksetDataRead(SETTINGS);
    apiBase = field(settings, "url");
    apiKey = field(settings, "api_key");
    vendorKey = field(settings, "vendor_id");
    ready = (field(settings, "ready") == "1");
    catalogue = (settings != "" && field(settings, "item") == "");
}

// Reads the catalogue's first page, or the page after cursor.
read(string cursor)
{
    checkAt = llGetUnixTime() + CHECK_SECONDS;
    if (!ready || !catalogue) return;
    string path = "/api/lsl/catalogue?vendor_id=" + llEscapeURL(vendorKey);
    if (cursor != "") path += "&cursor=" + llEscapeURL(cursor);
    else reading = "";
    readRequest = api("GET", path, "");
}

onCatalogue(integer status, string body)
{
    readRequest = NULL_KEY;
    // No catalogue now (a failure, or a page refused): the one shown stays, and the next check reads it again.
    if (status != 200) return;
    string version = field(body, "version");
    if (reading == "")
    {
        // The same version is read again only when it did not all fit last time.
        string kept = llLinksetDataRead(CATALOGUE);
        if (version == field(kept, "version") && field(kept, "full") != "1") return;
        reading = version;
        readCount = 0;
    }
    else if (version != reading)
    {
        // It changed between two pages: read again from the start.
        read("");
        return;
    }
    list products = llJson2List(llJsonGetValue(body, ["products"]));
    integer index;
    integer room = TRUE;
    for (index = 0; index < llGetListLength(products) && readCount < PRODUCT_LIMIT && room; index++)
    {
        string product = llList2String(products, index);
        integer out = (llJsonGetValue(product, ["soldOut"]) == JSON_TRUE || llJsonGetValue(product, ["available"]) != JSON_TRUE);
        room = (llLinksetDataAvailable() > KEEP_FREE && llLinksetDataWrite(PRODUCT + number3(readCount), llList2Json(JSON_OBJECT, [
            "id", (integer)field(product, "id"), "name", jsonText(llGetSubString(field(product, "name"), 0, 62)), "price", (integer)field(product, "price"),
            "due", (integer)field(product, "priceDue"), "item", jsonText(llGetSubString(field(product, "itemName"), 0, 62)),
            "texture", field(product, "textureKey"), "demo", jsonText(field(product, "demoItemName")), "out", out])) == LINKSETDATA_OK);
        readCount += room;
    }
    string next = field(body, "nextCursor");
    if (next != "" && readCount < PRODUCT_LIMIT && room)
    {
        read(next);
        return;
    }
    // The whole catalogue is read: products past its end go, and the product on show is shown again at its price now.
    index = readCount;
    while (llLinksetDataRead(PRODUCT + number3(index)) != "") llLinksetDataDelete(PRODUCT + number3(index++));
    llLinksetDataWrite(CATALOGUE, llList2Json(JSON_OBJECT, ["version", reading, "count", readCount, "face", DISPLAY_FACE, "full", !room]));
    reading = "";
    show((integer)shownField("i"));
}

// The prim named display, else the root prim.
integer displayLink()
{
    integer link;
    for (link = 2; link <= llGetNumberOfPrims(); link++) if (llGetLinkName(link) == "display") return link;
    return LINK_ROOT;
}

// Shows the product at this place in the catalogue (counted round): its record goes to vendor:shown, its picture to
// the display face.
show(integer index)
{
    string kept = llLinksetDataRead(CATALOGUE);
    integer count = (integer)field(kept, "count");
    if (count < 1 || !catalogue)
    {
        llLinksetDataDelete(SHOWN);
        return;
    }
    index = (index % count + count) % count;
    string product = llJsonSetValue(llLinksetDataRead(PRODUCT + number3(index)), ["v"], field(kept, "version"));
    product = llJsonSetValue(product, ["i"], (string)index);
    if (product != llLinksetDataRead(SHOWN)) llLinksetDataWrite(SHOWN, product);
    string texture = field(product, "texture");
    if ((key)texture) llSetLinkPrimitiveParamsFast(displayLink(), [PRIM_TEXTURE, DISPLAY_FACE, texture, <1.0, 1.0, 0.0>, <0.0, 0.0, 0.0>, 0.0]);
}

// The names of the items in the contents but scripts, as JSON strings: at most ITEMS_PER_CALL from the one at `from`.
list names(integer from)
{
    list found = [];
    integer count = 0;
    integer index;
    for (index = 0; index < llGetInventoryNumber(INVENTORY_ALL); index++)
    {
        string name = llGetInventoryName(INVENTORY_ALL, index);
        if (llGetInventoryType(name) != INVENTORY_SCRIPT)
        {
            if (count >= from && count < from + ITEMS_PER_CALL) found += [jsonText(name)];
            count++;
        }
    }
    return found;
}

// A hash of every name in the contents but scripts ("0" for none): the report goes again only when it changes.
string contentsHash()
{
    string hash = "0";
    integer index;
    for (index = 0; index < llGetInventoryNumber(INVENTORY_ALL); index++)
    {
        string name = llGetInventoryName(INVENTORY_ALL, index);
        if (llGetInventoryType(name) != INVENTORY_SCRIPT) hash = llSHA256String(hash + name);
    }
    return hash;
}

// Tells the platform which items the vendor holds, when that changed (at start and when its contents change), at
// most ITEMS_PER_CALL names a call: the first call replaces what the platform knew, the next ones add to it.
reportContents()
{
    if (!ready || contentsRequest != NULL_KEY || llGetUnixTime() < contentsAt) return;
    if (!sentFrom)
    {
        sending = contentsHash();
        if (sending == reported) return;
    }
    contentsAt = llGetUnixTime() + RETRY_SECONDS;
    contentsRequest = api("PUT", "/api/lsl/vendors/inventory", llList2Json(JSON_OBJECT, ["vendor_id", vendorKey, "items",
        llList2Json(JSON_ARRAY, names(sentFrom)), "append", llList2String([JSON_FALSE, JSON_TRUE], sentFrom > 0)]));
}

onContents(integer status)
{
    contentsRequest = NULL_KEY;
    // A failure sends the whole list again, from the first call, a minute later.
    if (status != 200)
    {
        sentFrom = 0;
        return;
    }
    sentFrom += ITEMS_PER_CALL;
    contentsAt = 0;
    if (llGetListLength(names(sentFrom)) == 0)
    {
        reported = sending;
        sentFrom = 0;
    }
}

// A buyer asked for the demo of the product on show: the platform records it (once a day per product) and says whether
// to give it.
askDemo(key avatar)
{
    key request = api("POST", "/api/lsl/demos", llList2Json(JSON_OBJECT, ["vendor_id", vendorKey, "product_id", (integer)shownField("id"),
        "avatar", (string)avatar, "demo_id", (string)llGenerateKey()]));
    if (request == NULL_KEY) tell(avatar, "The vendor is busy. Please try again in a minute.");
    else demos += [request, avatar];
}

onDemo(integer at, integer status, string body)
{
    key avatar = llList2Key(demos, at + 1);
    demos = llDeleteSubList(demos, at, at + 1);
    string outcome = field(body, "outcome");
    string item = field(body, "item");
    if (status == 200 && llJsonGetValue(body, ["give"]) == JSON_TRUE)
    {
        if (llGetInventoryType(item) == INVENTORY_NONE) tell(avatar, "This vendor does not hold the demo " + item + ". Please tell its owner.");
        else
        {
            llGiveInventory(avatar, item);
            tell(avatar, "Here is the demo " + item + ".");
        }
    }
    else if (outcome == "already_given_today") tell(avatar, "You had this demo today. Please come back tomorrow.");
    else if (outcome == "no_demo") tell(avatar, "This product has no demo.");
    else if (outcome != "") tell(avatar, "No demo right now: the product is not on sale.");
    else tell(avatar, "No demo right now. Please try again later.");
}

wake()
{
    string free = (string)llGetFreeMemory();
    if (llLinksetDataRead("vendor:memory:" + llGetScriptName()) != free) llLinksetDataWrite("vendor:memory:" + llGetScriptName(), free);
    integer now = llGetUnixTime();
    if (now >= checkAt && readRequest == NULL_KEY) read("");
    reportContents();
    integer next = checkAt;
    if (sending != reported && contentsAt < next) next = contentsAt;
    integer wait = next - now;
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

// A new URL for the platform's pings: vendor-delivery sends it with its next heartbeat, at once.
askUrl()
{
    llLinksetDataDelete(URL);
    if (catalogue) urlRequest = llRequestURL();
}

default
{
    state_entry()
    {
        if (llGetLinkNumber() > 1)
        {
            llOwnerSay(llGetScriptName() + " must be in the vendor's root prim. It has stopped.");
            llSetScriptState(llGetScriptName(), FALSE);
            return;
        }
        integer link;
        // A left-click on a prev or next prim turns the page (the root prim's click pays).
        for (link = 2; link <= llGetNumberOfPrims(); link++)
        {
            if (llGetLinkName(link) == "prev" || llGetLinkName(link) == "next") llSetLinkPrimitiveParamsFast(link, [PRIM_CLICK_ACTION, CLICK_ACTION_TOUCH]);
        }
        loadSettings();
        askUrl();
        show((integer)shownField("i"));
        wake();
    }

    linkset_data(integer action, string name, string value)
    {
        if (name == SETTINGS)
        {
            integer was = ready * 2 + catalogue;
            loadSettings();
            if (ready * 2 + catalogue != was)
            {
                reported = "";
                checkAt = 0;
                askUrl();
                show((integer)shownField("i"));
                wake();
            }
        }
    }

    link_message(integer sender, integer number, string text, key id)
    {
        if ((string)id == "vendor:demo") askDemo((key)text);
    }

    touch_start(integer touches)
    {
        integer index;
        for (index = 0; index < touches; index++)
        {
            string name = llGetLinkName(llDetectedLinkNumber(index));
            integer step = 0;
            if (name == "next") step = 1;
            else if (name == "prev") step = -1;
            else if (llGetNumberOfPrims() == 1 && llDetectedTouchFace(index) == DISPLAY_FACE && (integer)field(llLinksetDataRead(CATALOGUE), "count") > 1)
            {
                vector point = llDetectedTouchST(index);
                step = 1;
                if (point.x < 0.5) step = -1;
            }
            if (step) show((integer)shownField("i") + step);
        }
    }

    http_request(key id, string method, string body)
    {
        if (method == URL_REQUEST_GRANTED)
        {
            if (id != urlRequest) llReleaseURL(body);
            else
            {
                llLinksetDataWrite(URL, body);
                llMessageLinked(LINK_THIS, 0, "", "vendor:url");
            }
        }
        else if (method == "POST")
        {
            // The platform's ping, {"catalogue": version}: answered at once, then read when the version is new.
            llHTTPResponse(id, 200, "OK");
            if (field(body, "catalogue") != field(llLinksetDataRead(CATALOGUE), "version") && readRequest == NULL_KEY) read("");
        }
        else if (method != URL_REQUEST_DENIED) llHTTPResponse(id, 405, "Method not allowed");
        wake();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        integer at = llListFindList(demos, [request]);
        if (request == readRequest) onCatalogue(status, body);
        else if (request == contentsRequest) onContents(status);
        else if (at != -1) onDemo(at, status, body);
        wake();
    }

    timer()
    {
        wake();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_INVENTORY)
        {
            // The report starts again, from the first call; an answer to one on its way no longer counts.
            contentsRequest = NULL_KEY;
            sentFrom = 0;
            contentsAt = 0;
        }
        // A region restart or a move ends the URL: the vendor asks for another.
        if (changes & (CHANGED_REGION_START | CHANGED_REGION | CHANGED_TELEPORT)) askUrl();
        wake();
    }

    on_rez(integer parameter)
    {
        askUrl();
        wake();
    }
}
