// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// TRUE only for a test server reached over plain http:// (the API key then travels in clear): scripts refuse http:// otherwise.
integer TEST_SERVER = FALSE;
// Your API key: Settings -> API -> Generate New Key.
string API_KEY = "YOUR_API_KEY";
// This vendor's LSL key, shown on its card on the Vendors page.
string VENDOR_KEY = "YOUR_VENDOR_KEY";
// The item sold, named as in this object's contents (copy and transfer permission). Not in them: a delivery box gives it (needs PRODUCT_ID).
// "" (empty): the vendor sells its catalogue, this vendor's products on the Products page; PRICE and PRODUCT_ID are then not used.
string ITEM_NAME = "Red Dress";
// Price in whole L$.
integer PRICE = 250;
// The product's id on the Products page, or 0 to record the sale without a product. Coupons, gift cards and the sale price in the hover text need it.
integer PRODUCT_ID = 0;
// TRUE: a buyer who picks Touch in the vendor's right-click menu can have their latest purchase here delivered again.
integer OFFER_REDELIVERY = TRUE;
// ------------------------------------------------

// Vendor set, delivery script: the one script of the set with settings. Put it in the vendor's root prim beside
// vendor-payments, vendor-menu and vendor-catalogue; it shares these settings with them through linkset data (vendor:settings).
//
// It records every sale with the platform and gives the item. vendor-payments writes each payment to linkset data
// (pay:) and wakes this script; this script turns it into a sale (paid:), sends it at once and waits for the answer
// before it gives: a sale the platform refuses (sold out, not on sale, vendor paused) is refunded, a discount comes back
// as change. Without an answer within ANSWER_WAIT seconds the item is given anyway and the sale, marked given (sale:),
// is sent again until it is recorded; one refused once its item was given is parked, never dropped. vendor-catalogue
// tells the platform which items the vendor holds; for one it does not, a delivery box gives it once the sale is recorded
// ("deliver": "box"), and nothing is given without an answer: the sale, marked not given, waits to be recorded or
// refunded. A catalogue's payment names its product, item and catalogue version (vendor-payments). Refunds are made
// by vendor-payments (transfer:) and reported from here (refund:). This script may sleep (instant messages, gives):
// everything it must not lose waits in linkset data, which survives resets, taking the vendor and region restarts.

string SCRIPT_VERSION = "3.3.0";

// What saleOutcome asks the vendor to do with a sale or a refund report once the platform has answered.
integer REMOVE = 1;
integer KEEP_AND_RETRY = 2;
integer PARK = 3;
integer REFUND = 4;

// The queue holds at most 200 records, payments, sales and refund reports, waiting and parked together. A record
// takes at most 510 bytes of linkset data, its name included: a sale has three keys, a 10-digit amount paid, price
// and product id, a 63-character buyer name, a gift's recipient key and 63-character name, a 40-character coupon code
// and the given flag; a refund report (four keys, an amount, a 100-character reason, the tries) is smaller. A full
// queue uses at most 102,000 bytes. An armed gift or coupon takes at most 245 bytes each, so the 24 buyers who may have
// a gift or a coupon armed at most 5,880 more, of the 131,072 bytes the object shares with any other script in it.
// (Names and codes are plain ASCII: the vendor arms only a username Second Life knows and a coupon code the platform
// accepts.) The vendor stops taking money when the queue is full, or when less than RESERVED_SPACE bytes are left:
// that keeps room for about 16 payments already on their way. A vendor selling its catalogue keeps up to 111 bytes more
// per sale (the item's name and the catalogue version) and its catalogue (vendor-catalogue keeps products only while
// 64 KB stay free, at most 34,200 bytes): with the longest names everywhere it may stop taking money at about 130
// records instead; none is lost.
integer QUEUE_CAPACITY = 200;
integer RESERVED_SPACE = 8192;

// Linkset data names shared by the vendor set (see the setup guide on the LSL Integration page). A record's name ends with a 10-digit number
// vendor-payments gave it, so the oldest of a kind comes first and a record keeps its number from kind to kind.
string PAY = "pay:";
string PAID = "paid:";
string SALE = "sale:";
string TRANSFER = "transfer:";
string REPORT = "refund:";
string PARKED = "parked:";
string INTENT = "intent:";
string SENDABLE = "^(refund|sale):";
string SETTINGS = "vendor:settings";
string STOP = "vendor:stop";
string DEBIT = "vendor:debit";
string CONFIGURATION = "vendor:configuration";
string SET_UP_BY = "vendor:owner";
string NOTICES = "vendor:notices";
string PARK_CAUSE = "vendor:park-cause";
string LAST_ERROR = "vendor:last-error";
string PLATFORM = "vendor:platform";

// A buyer who paid waits this long for the platform's answer before the item is given anyway. The platform answers
// within a second when it is well; 20 s covers a slow moment, keeps the buyer's wait short, and ends well before
// Second Life gives up on the request at 60 s (499).
integer ANSWER_WAIT = 20;
integer FIRST_RETRY_DELAY = 5;
integer LONGEST_RETRY_DELAY = 300;
// The platform allows 50 calls per minute per vendor key.
integer RATE_LIMITED_DELAY = 60;
// A request with no answer after this long is treated like a 499: sent again, with the same sale_id.
integer WATCHDOG_SECONDS = 60;
// Seconds between two records sent one after the other: 30 a minute stays under the platform's 50.
integer SEND_GAP = 2;
// Once an hour the oldest parked record is tried again; if the platform takes it, the others follow.
integer PROBE_INTERVAL = 3600;
// The owner hears about the same cause at most once an hour.
integer NOTICE_INTERVAL = 3600;
string GUIDE = " See the setup guide on the LSL Integration page.";
// Why the vendor does not sell while its owner has paused all vendors; the hover text then reads Paused.
string PAUSED = "all your vendors are paused on the Vendors page (Resume all vendors there).";

integer apiReady = FALSE;
integer ownerChanged = FALSE;
// Why the setup does not let the vendor sell, or "".
string setupIssue = "";
// Set by the heartbeat's answer: the owner paused all vendors. The platform refuses their sales meanwhile.
integer paused = FALSE;
integer heartbeatInterval = 300;

// The oldest waiting record, sent one at a time.
key saleRequest = NULL_KEY;
string saleName = "";
// Sales whose buyers wait for the answer, sent at once: request, linkset data name, when to stop waiting.
list waiting = [];
// The parked record tried again by the hourly probe.
string probeName = "";
integer retryDelay = 5;
integer sendAt;
integer watchdogAt;
integer heartbeatAt;
integer probeAt;
key heartbeatRequest = NULL_KEY;

// What to do with a record after the platform answered it. waits: a sale whose buyer waits, its item not given yet.
// Only 200 removes a record, and only such a sale is refunded; a record that may not have arrived is sent again; one
// the platform refused is parked, never dropped.
integer saleOutcome(integer status, integer waits)
{
    if (status == 200) return REMOVE;
    // 409: sold out or not on sale. 403: the vendor is switched off, or all vendors are paused.
    if (waits && (status == 409 || status == 403)) return REFUND;
    // 499: the request failed or timed out inside the simulator, or the buyer's wait ended. 429: too many calls (or
    // Second Life would not send the request). 5xx: the platform failed.
    if (status == 499 || status == 429) return KEEP_AND_RETRY;
    if (status >= 500 && status <= 599) return KEEP_AND_RETRY;
    // 400, 401, 404 and any other answer: the platform refused the record, or the address is not the platform.
    return PARK;
}

integer isKey(string text)
{
    if ((key)text) return TRUE;
    return FALSE;
}

// A JSON string for llList2Json: it would otherwise trim the text and pass text that looks like JSON unquoted.
string jsonText(string text)
{
    return "\"" + llReplaceSubString(llReplaceSubString(text, "\\", "\\\\", 0), "\"", "\\\"", 0) + "\"";
}

// Calls the platform; NULL_KEY when Second Life will not send the request (about 25 per 20 seconds per object).
key api(string method, string path, string body)
{
    return llHTTPRequest(API_BASE_URL + path, [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY], body);
}

tell(key avatar, string message)
{
    llRegionSayTo(avatar, PUBLIC_CHANNEL, message);
}

string recordsAre(integer count)
{
    if (count == 1) return "1 sale or refund is";
    return (string)count + " sales or refunds are";
}

// The platform's error message, or the start of the body when it is not the platform's JSON.
string answerText(string body)
{
    string message = llJsonGetValue(body, ["message"]);
    if (message == JSON_INVALID || message == JSON_NULL || message == "") message = llStringTrim(llGetSubString(body, 0, 99), STRING_TRIM);
    return message;
}

string vendorIn()
{
    return "Vendor " + llGetObjectName() + " in " + llGetRegionName() + ": ";
}

// Tells the owner by instant message (it reaches them offline too), at most once an hour per cause.
notifyOwner(string cause, string message)
{
    integer now = llGetUnixTime();
    list notices = [];
    if (llLinksetDataRead(NOTICES) != "") notices = llParseStringKeepNulls(llLinksetDataRead(NOTICES), ["\n"], []);
    integer at = llListFindList(notices, [cause]);
    if (at != -1)
    {
        if (now - (integer)llList2String(notices, at + 1) < NOTICE_INTERVAL) return;
        notices = llDeleteSubList(notices, at, at + 1);
    }
    notices += [cause, (string)now];
    if (llGetListLength(notices) > 20) notices = llDeleteSubList(notices, 0, 1);
    llLinksetDataWrite(NOTICES, llDumpList2String(notices, "\n"));
    llInstantMessage(llGetOwner(), vendorIn() + message);
}

// The owner's messages vendor-payments and vendor-menu left (they must not sleep, or not now), sent one by one.
sendNotices()
{
    list names = llLinksetDataFindKeys("^notice:", 0, 0);
    while (llGetListLength(names) > 0)
    {
        string name = llList2String(names, 0);
        string message = llLinksetDataRead(name);
        llLinksetDataDelete(name);
        llInstantMessage(llGetOwner(), vendorIn() + message);
        names = llDeleteSubList(names, 0, 0);
    }
}

// Sales and refund reports not yet recorded by the platform, parked ones apart.
integer queuedCount()
{
    return llLinksetDataCountFound("^(pay|paid|sale|transfer|refund):");
}

integer parkedCount()
{
    return llLinksetDataCountFound("^parked:");
}

// Gives a record another kind (its number stays) and a new body, or its own when body is ""; the old name goes only
// once the new one is written. "" when there is no room.
string move(string name, string kind, string body)
{
    if (body == "") body = llLinksetDataRead(name);
    string moved = kind + llGetSubString(name, -10, -1);
    if (llLinksetDataWrite(moved, body) != LINKSETDATA_OK) return "";
    llLinksetDataDelete(name);
    return moved;
}

// A parked record goes back to the queue as what it was: a refund report has a success field, a sale has none.
string unpark(string name)
{
    string kind = SALE;
    if (llJsonGetValue(llLinksetDataRead(name), ["success"]) != JSON_INVALID) kind = REPORT;
    return move(name, kind, "");
}

// Parked records go back to the queue, in their old order.
unparkAll()
{
    list names = llLinksetDataFindKeys("^parked:", 0, 10);
    while (llGetListLength(names) > 0)
    {
        integer index;
        for (index = 0; index < llGetListLength(names); index++)
        {
            if (unpark(llList2String(names, index)) == "") return;
        }
        names = llLinksetDataFindKeys("^parked:", 0, 10);
    }
}

// A payment vendor-payments kept becomes a sale, with the gift or coupon its buyer had armed (in vendor-menu) when
// they paid, and goes out at once; the item waits for the answer, at most ANSWER_WAIT seconds.
takePayments()
{
    list names = llLinksetDataFindKeys("^pay:", 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        string name = llList2String(names, index);
        string payment = llLinksetDataRead(name);
        key buyer = llJsonGetValue(payment, ["user_id"]);
        integer paid = (integer)llJsonGetValue(payment, ["paid"]);
        string intent = llLinksetDataRead(INTENT + (string)buyer);
        if ((integer)llJsonGetValue(intent, ["until"]) < (integer)llJsonGetValue(payment, ["at"])) intent = "";
        string item = llJsonGetValue(payment, ["item"]);
        integer amount = PRICE;
        // A catalogue's sale is priced on the catalogue version the buyer saw: the amount is what they paid.
        if (item != JSON_INVALID) amount = paid;
        list fields = ["sale_id", (string)llGenerateKey(), "user_id", (string)buyer, "vendor_id", VENDOR_KEY, "amount", amount, "paid", paid];
        if (item != JSON_INVALID) fields += ["product_id", llJsonGetValue(payment, ["product_id"]), "catalogue_version",
            jsonText(llJsonGetValue(payment, ["catalogue_version"])), "item", jsonText(item)];
        else if (PRODUCT_ID > 0) fields += ["product_id", PRODUCT_ID];
        string buyerName = llKey2Name(buyer);
        if (buyerName != "") fields += ["buyer_name", jsonText(buyerName)];
        list armed = ["gift_to", "gift_to_name", "coupon"];
        integer field;
        for (field = 0; field < 3; field++)
        {
            string value = llJsonGetValue(intent, [llList2String(armed, field)]);
            if (value != JSON_INVALID) fields += [llList2String(armed, field), jsonText(value)];
        }
        string problem = llLinksetDataRead(STOP);
        if (problem == "") problem = itemProblem();
        name = move(name, PAID, llList2Json(JSON_OBJECT, fields));
        if (name != "" && intent != "") llLinksetDataDelete(INTENT + (string)buyer);
        // A change of contents or a pause may reach this script after the payment was taken: it is refunded.
        if (name != "" && problem != "")
        {
            refund(name, "The vendor is not selling right now.");
            if (setupIssue == "" && !ownerChanged && !paused) notifyOwner("setup: " + problem, "a payment was refunded because " + problem);
        }
        else if (name != "")
        {
            key request = post(name);
            if (request != NULL_KEY)
            {
                waiting += [request, name, llGetUnixTime() + ANSWER_WAIT];
                tell(buyer, "Confirming your purchase...");
            }
        }
    }
}

// Who gets the item: the gift's recipient, else the payer.
key ownerOf(string sale)
{
    string giftTo = llJsonGetValue(sale, ["gift_to"]);
    if (isKey(giftTo)) return giftTo;
    return llJsonGetValue(sale, ["user_id"]);
}

// The item of a sale: a catalogue's sale names it, else ITEM_NAME.
string itemOf(string sale)
{
    string item = llJsonGetValue(sale, ["item"]);
    if (item == JSON_INVALID) return ITEM_NAME;
    return item;
}

// Gives the item of a sale, or of a gift card payment, to its owner.
give(string sale)
{
    key buyer = llJsonGetValue(sale, ["user_id"]);
    key owner = ownerOf(sale);
    string item = itemOf(sale);
    llGiveInventory(owner, item);
    string gift = "";
    if (owner != buyer)
    {
        gift = " It was sent to " + llJsonGetValue(sale, ["gift_to_name"]) + " as a gift.";
        llInstantMessage(owner, "secondlife:///app/agent/" + (string)buyer + "/about sent you " + item + " as a gift.");
    }
    tell(buyer, "Thank you for buying " + item + "." + gift);
}

// A gift card bought here: its code goes to its owner by instant message, which reaches them offline too.
sendVoucher(string sale, string answer)
{
    string code = llJsonGetValue(answer, ["voucher", "code"]);
    if (code != JSON_INVALID) llInstantMessage(ownerOf(sale), "Your gift card: " + code + ", L$" + llJsonGetValue(answer, ["voucher", "balance"])
        + ". Keep the code private; pay with it through Gift card in a vendor's Touch menu.");
}

// Gift card payments vendor-menu had recorded by the platform: their items are given here.
giveCardSales()
{
    list names = llLinksetDataFindKeys("^voucher:", 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        // Deleted once given: a reset in between gives the item again rather than not at all.
        string record = llLinksetDataRead(llList2String(names, index));
        give(llJsonGetValue(record, ["sale"]));
        sendVoucher(llJsonGetValue(record, ["sale"]), llJsonGetValue(record, ["answer"]));
        llLinksetDataDelete(llList2String(names, index));
    }
}

// Why the platform cannot be called, or "".
string setupProblem()
{
    if (API_BASE_URL == "https://vendors.example.com") return "API_BASE_URL is still the example address. Put the platform's address in the script.";
    if (llSubStringIndex(API_BASE_URL, "https://") != 0 && llSubStringIndex(API_BASE_URL, "http://") != 0) return "API_BASE_URL must start with https://.";
    if (llSubStringIndex(API_BASE_URL, "http://") == 0 && !TEST_SERVER) return "API_BASE_URL starts with http://, which sends your API key in clear. Use the platform's https:// address (or set TEST_SERVER = TRUE for a test server).";
    if (API_KEY == "" || API_KEY == "YOUR_API_KEY") return "API_KEY is not set. Put your API key in the script (Settings -> API -> Generate New Key).";
    if (!isKey(VENDOR_KEY)) return "VENDOR_KEY is not set. Put the LSL key shown on this vendor's card on the Vendors page in the script.";
    return "";
}

integer holds(string item)
{
    return llGetInventoryType(item) != INVENTORY_NONE;
}

// Why the item cannot be sold, or "". A catalogue's products are checked by the platform.
string itemProblem()
{
    if (ITEM_NAME == "") return "";
    if (PRICE < 1) return "PRICE must be at least L$1.";
    if (llGetInventoryType(ITEM_NAME) == INVENTORY_SCRIPT) return "ITEM_NAME names a script; put the name of the item sold.";
    if (!holds(ITEM_NAME))
    {
        if (PRODUCT_ID > 0) return "";
        return "the item \"" + ITEM_NAME + "\" is not in the vendor's contents (with PRODUCT_ID set, a delivery box gives it).";
    }
    // The owner's permissions decide what the vendor can give; the next owner's only what the buyer may do with it.
    if (!(llGetInventoryPermMask(ITEM_NAME, MASK_OWNER) & PERM_TRANSFER)) return "you cannot transfer \"" + ITEM_NAME + "\", so the vendor cannot give it.";
    if (!(llGetInventoryPermMask(ITEM_NAME, MASK_OWNER) & PERM_COPY)) return "\"" + ITEM_NAME + "\" is no-copy: the vendor would give away its only copy.";
    return "";
}

// Checks the setup when the script starts and shares the settings with the other scripts of the set.
begin()
{
    if (llGetSubString(API_BASE_URL, -1, -1) == "/") API_BASE_URL = llDeleteSubString(API_BASE_URL, -1, -1);
    string problem = setupProblem();
    apiReady = (problem == "");
    if (apiReady)
    {
        string configuration = llSHA256String(API_BASE_URL + "\n" + API_KEY + "\n" + VENDOR_KEY);
        string setUpBy = llLinksetDataRead(SET_UP_BY);
        if (setUpBy != "" && setUpBy != (string)llGetOwner() && llLinksetDataRead(CONFIGURATION) == configuration)
        {
            // Its records are still sent with this setup: they belong to the merchant who made them.
            problem = "it still holds its previous owner's setup. Put your own API key and vendor key in the script.";
        }
        else
        {
            if (llLinksetDataRead(CONFIGURATION) != configuration)
            {
                // Records parked under the old setup get another chance under the new one.
                unparkAll();
                llLinksetDataWrite(CONFIGURATION, configuration);
            }
            llLinksetDataWrite(SET_UP_BY, (string)llGetOwner());
        }
    }
    llLinksetDataWrite(SETTINGS, llList2Json(JSON_OBJECT, ["url", API_BASE_URL, "api_key", API_KEY, "vendor_id", VENDOR_KEY, "item", jsonText(ITEM_NAME),
        "price", PRICE, "product_id", PRODUCT_ID, "redeliver", OFFER_REDELIVERY, "ready", apiReady]));
    setupIssue = problem;
    probeAt = llGetUnixTime() + PROBE_INTERVAL;
    resume();
    if (problem == "") problem = itemProblem();
    if (problem != "")
    {
        llOwnerSay("Not selling: " + problem + GUIDE);
        notifyOwner("setup: " + problem, "not selling: " + problem);
    }
}

// After a reset, a rez or a region restart, requests in flight are gone: buyers who were waiting get their item now,
// and records go out again.
resume()
{
    waiting = [];
    list names = llLinksetDataFindKeys("^paid:", 0, 0);
    while (llGetListLength(names) > 0)
    {
        onSaleAnswer(llList2String(names, 0), 499, "The vendor restarted before the platform answered.");
        names = llDeleteSubList(names, 0, 0);
    }
    saleRequest = NULL_KEY;
    heartbeatRequest = NULL_KEY;
    sendAt = 0;
    heartbeatAt = 0;
    tick();
}

retryLater(integer minimumDelay)
{
    integer delay = retryDelay;
    if (delay < minimumDelay) delay = minimumDelay;
    sendAt = llGetUnixTime() + delay;
    retryDelay = retryDelay * 2;
    if (retryDelay > LONGEST_RETRY_DELAY) retryDelay = LONGEST_RETRY_DELAY;
}

// Sends a sale (without the amount paid, kept for the change) or a refund report. A request Second Life will not send
// (about 25 per 20 s) is answered like a 429.
key post(string name)
{
    string path = "/api/lsl/sale";
    if (llSubStringIndex(name, REPORT) == 0) path = "/api/lsl/refunds";
    key request = api("POST", path, llJsonSetValue(llJsonSetValue(llLinksetDataRead(name), ["paid"], JSON_DELETE), ["item"], JSON_DELETE));
    if (request == NULL_KEY) onSaleAnswer(name, 429, "Second Life did not send it (too many requests).");
    return request;
}

sendNext()
{
    if (!apiReady || saleRequest != NULL_KEY) return;
    saleName = llList2String(llLinksetDataFindKeys(SENDABLE, 0, 1), 0);
    if (saleName == "") return;
    watchdogAt = llGetUnixTime() + WATCHDOG_SECONDS;
    saleRequest = post(saleName);
}

// Asks vendor-payments to give L$ back for the record `name`: its refund report takes the record's place first, so a
// reset can neither repeat the refund nor lose its report.
refund(string name, string reason)
{
    string record = llLinksetDataRead(name);
    integer amount = (integer)llJsonGetValue(record, ["refund"]);
    if (amount < 1) amount = (integer)llJsonGetValue(record, ["paid"]);
    key payer = llJsonGetValue(record, ["user_id"]);
    if (move(name, TRANSFER, llList2Json(JSON_OBJECT, ["vendor_id", VENDOR_KEY, "sale_id", llJsonGetValue(record, ["sale_id"]), "user_id", (string)payer,
        "amount", amount])) == "") return;
    tell(payer, reason + " Your L$" + (string)amount + " is being refunded.");
    llMessageLinked(LINK_THIS, 0, "", "vendor:refund");
}

// What becomes of a sale or a refund report once the platform answered it, or could not be asked.
onSaleAnswer(string name, integer status, string body)
{
    string record = llLinksetDataRead(name);
    // A buyer waits for the item: a sale just paid, or one kept without it given (the vendor does not hold the item).
    integer waits = (llSubStringIndex(name, PAID) == 0 || llJsonGetValue(record, ["given"]) == JSON_FALSE);
    integer outcome = saleOutcome(status, waits);
    string message = answerText(body);
    string proof = "transaction_id";
    if (llSubStringIndex(name, REPORT) == 0) proof = "recorded";
    // A 200 that is not the platform's answer (a web page at a wrong address) does not prove the record arrived.
    if (outcome == REMOVE && llJsonGetValue(body, [proof]) == JSON_INVALID)
    {
        outcome = PARK;
        message = "an answer without " + proof + ": is API_BASE_URL the platform's address?";
    }
    if (outcome == REFUND)
    {
        // Refused before the item was given: the whole payment goes back. The heartbeat, sent now, tells of a pause.
        refund(name, message);
        if (status == 403) heartbeatAt = 0;
        return;
    }
    if (waits)
    {
        key buyer = llJsonGetValue(record, ["user_id"]);
        string item = itemOf(record);
        if (outcome == REMOVE && llJsonGetValue(body, ["deliver"]) == "box") tell(buyer, llJsonGetValue(body, ["delivery", "message"]));
        // A sale kept not given waits for the platform's answer, even once the item is back in the contents.
        else if (outcome == REMOVE || llSubStringIndex(name, PAID) == 0)
        {
            if (holds(item)) give(record);
            else if (outcome == REMOVE) notifyOwner("item", "it could not give " + item + ", which is not in its contents, to "
                + llKey2Name(ownerOf(record)) + ". Send it again from the Redelivery page.");
            else
            {
                // Nothing to give: the sale waits to be recorded (a delivery box then gives the item) or refused (refunded).
                string kept = move(name, SALE, llJsonSetValue(record, ["given"], JSON_FALSE));
                if (kept != "") name = kept;
                tell(buyer, "A delivery box gives you " + item + " once your purchase is recorded, or your L$ come back.");
            }
        }
    }
    if (outcome == REMOVE)
    {
        retryDelay = FIRST_RETRY_DELAY;
        sendAt = llGetUnixTime() + SEND_GAP;
        if (name == probeName)
        {
            // The platform takes records again: the parked ones follow.
            probeName = "";
            unparkAll();
        }
        // A sale is recorded: a gift card's code goes to its owner, what was paid above the price due back to the payer.
        sendVoucher(record, body);
        integer paid = (integer)llJsonGetValue(record, ["paid"]);
        integer change = paid - (integer)llJsonGetValue(body, ["amount"]);
        if (change > paid) change = paid;
        if (llSubStringIndex(name, REPORT) != 0 && change > 0)
        {
            string why = "You pay L$" + llJsonGetValue(body, ["amount"]);
            if (llJsonGetValue(body, ["discount", "kind"]) != JSON_INVALID) why += " with a " + llJsonGetValue(body, ["discount", "kind"]) + " discount";
            llLinksetDataWrite(name, llJsonSetValue(record, ["refund"], (string)change));
            refund(name, why + ".");
        }
        else llLinksetDataDelete(name);
        return;
    }
    if (llSubStringIndex(name, PAID) == 0 && holds(itemOf(record)))
    {
        // The item is given: the sale stays, marked given, and the platform then records it even if sold out meanwhile.
        string given = move(name, SALE, llJsonSetValue(record, ["given"], JSON_TRUE));
        if (given != "") name = given;
    }
    string lastError = (string)status + " (" + message + ")";
    llLinksetDataWrite(LAST_ERROR, lastError);
    if (outcome == KEEP_AND_RETRY)
    {
        if (status == 429) retryLater(RATE_LIMITED_DELAY);
        else retryLater(FIRST_RETRY_DELAY);
        return;
    }
    if (move(name, PARKED, "") == "")
    {
        // No room even to rename it: it stays in the queue and is tried again later.
        retryLater(LONGEST_RETRY_DELAY);
        return;
    }
    if (name == probeName) probeName = "";
    sendAt = llGetUnixTime() + SEND_GAP;
    llLinksetDataWrite(PARK_CAUSE, (string)status + " " + message);
    string advice = "Touch the vendor and choose Status for details.";
    if (status == 401) advice = "Put your new API key in the script.";
    else if (status == 403) advice = "Switch the vendor on again (or resume all vendors) on the Vendors page, then touch the vendor and choose Retry now.";
    else if (status == 404) advice = "Check VENDOR_KEY in the script: it must be the LSL key on this vendor's card on the Vendors page.";
    notifyOwner("sale " + (string)status + " " + message, recordsAre(parkedCount()) + " parked because the platform answered "
        + lastError + ". " + advice + " Parked records will be sent again.");
}

// The answer to a sale whose buyer waits, or the end of their wait.
onWaitingAnswer(integer at, integer status, string body)
{
    string name = llList2String(waiting, at + 1);
    waiting = llDeleteSubList(waiting, at, at + 2);
    onSaleAnswer(name, status, body);
}

// Once an hour, with nothing else to send, the oldest parked record is tried again.
probeParked()
{
    probeAt = llGetUnixTime() + PROBE_INTERVAL;
    if (!apiReady || saleRequest != NULL_KEY || queuedCount() > 0) return;
    string name = llList2String(llLinksetDataFindKeys("^parked:", 0, 1), 0);
    if (name == "") return;
    probeName = unpark(name);
    sendNext();
}

retryParked()
{
    unparkAll();
    probeName = "";
    retryDelay = FIRST_RETRY_DELAY;
    sendAt = 0;
    llOwnerSay("Sending " + (string)queuedCount() + " waiting sale(s) and refund(s) again.");
    sendNext();
}

// The lowest free memory of the set's scripts: each keeps its own figure in linkset data (vendor:memory:<script>).
integer lowestMemory()
{
    integer lowest = llGetFreeMemory();
    llLinksetDataWrite("vendor:memory:" + llGetScriptName(), (string)lowest);
    list names = llLinksetDataFindKeys("^vendor:memory:", 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        integer free = (integer)llLinksetDataRead(llList2String(names, index));
        if (free < lowest) lowest = free;
    }
    return lowest;
}

sendHeartbeat()
{
    heartbeatAt = llGetUnixTime() + heartbeatInterval;
    if (!apiReady) return;
    list fields = ["kind", "vendor", "vendor_id", VENDOR_KEY, "object_key", (string)llGetKey(), "object_name", jsonText(llGetObjectName()),
        "region", jsonText(llGetRegionName()), "position", (string)llGetPos(), "script_version", jsonText(SCRIPT_VERSION),
        "queued", queuedCount(), "parked", parkedCount(), "free_memory", lowestMemory()];
    // The URL vendor-catalogue has for the platform's pings when the catalogue changes.
    if (llLinksetDataRead("vendor:url") != "") fields += ["url", llLinksetDataRead("vendor:url")];
    heartbeatRequest = api("POST", "/api/lsl/heartbeat", llList2Json(JSON_OBJECT, fields));
}

onHeartbeatAnswer(integer status, string body)
{
    heartbeatRequest = NULL_KEY;
    if (status == 200)
    {
        llLinksetDataWrite(PLATFORM, "");
        integer seconds = (integer)llJsonGetValue(body, ["heartbeat_seconds"]);
        if (seconds >= 60 && seconds <= 900) heartbeatInterval = seconds;
        integer wasPaused = paused;
        paused = (llJsonGetValue(body, ["paused"]) == JSON_TRUE);
        // Sales given just before the vendor learnt of the pause were refused and parked: resuming sends them again.
        if (wasPaused && !paused && parkedCount() > 0) retryParked();
        // vendor-menu asks the sale price for the hover text and the pay dialog after each heartbeat.
        llMessageLinked(LINK_THIS, 0, "", "vendor:quote");
        return;
    }
    // A heartbeat is never queued: the next one replaces it.
    if (status != 401 && status != 403 && status != 404) return;
    string problem = (string)status + " (" + answerText(body) + ")";
    llLinksetDataWrite(PLATFORM, problem);
    notifyOwner("heartbeat " + problem, "the platform answered " + problem
        + " to its heartbeat. Check API_KEY and VENDOR_KEY in the script (see the setup guide on the LSL Integration page).");
}

// Why the vendor does not sell, for vendor-payments (which refunds) and vendor-menu (which hides the pay dialog).
updateSelling()
{
    integer kept = queuedCount() + parkedCount();
    string problem = setupIssue;
    if (problem != "") kept = 0;
    else if (ownerChanged) problem = "it has a new owner, who must put their own API key and vendor key in the script.";
    else if (llLinksetDataRead(DEBIT) != (string)llGetOwner()) problem = "waiting for permission to refund wrong payments.";
    else if (paused) problem = PAUSED;
    else problem = itemProblem();
    if (problem == "" && (kept >= QUEUE_CAPACITY || llLinksetDataAvailable() < RESERVED_SPACE)) problem = (string)kept + " sales and refunds waiting to be recorded";
    if (llLinksetDataRead(STOP) != problem)
    {
        if (problem == "") llLinksetDataDelete(STOP);
        else llLinksetDataWrite(STOP, problem);
    }
}

onAnswer(key request, integer status, string body)
{
    // Partners' payouts of a sale, or counted by a heartbeat: the payouts script beside this one asks for them as signed orders.
    if (status == 200 && (llJsonGetValue(body, ["payouts", 0]) != JSON_INVALID || (integer)llJsonGetValue(body, ["payouts_due"]) > 0))
        llMessageLinked(LINK_THIS, 0, "", "payouts");
    integer at = llListFindList(waiting, [request]);
    if (at != -1) onWaitingAnswer(at, status, body);
    else if (request == saleRequest)
    {
        saleRequest = NULL_KEY;
        onSaleAnswer(saleName, status, body);
    }
    else if (request == heartbeatRequest) onHeartbeatAnswer(status, body);
    if (saleRequest == NULL_KEY && llGetUnixTime() >= sendAt) sendNext();
}

// The one timer does the watchdogs, the back-off, the heartbeat and the hourly probe.
tick()
{
    integer now = llGetUnixTime();
    // No answer within a minute: treated like a 499, so the same record is sent again.
    if (saleRequest != NULL_KEY && now >= watchdogAt)
    {
        saleRequest = NULL_KEY;
        onSaleAnswer(saleName, 499, "No answer within a minute.");
    }
    // A buyer waited ANSWER_WAIT seconds: they get the item now, and the sale is recorded later.
    integer index = 0;
    while (index < llGetListLength(waiting))
    {
        if (now >= llList2Integer(waiting, index + 2)) onWaitingAnswer(index, 499, "No answer within " + (string)ANSWER_WAIT + " seconds.");
        else index += 3;
    }
    if (now >= sendAt) sendNext();
    if (now >= heartbeatAt) sendHeartbeat();
    if (now >= probeAt) probeParked();
}

integer sooner(integer next, integer at)
{
    if (at && at < next) return at;
    return next;
}

// Everything waiting is done, then the timer is set for what comes next.
work()
{
    takePayments();
    giveCardSales();
    sendNotices();
    updateSelling();
    integer next = heartbeatAt;
    if (saleRequest != NULL_KEY) next = sooner(next, watchdogAt);
    else if (apiReady && llLinksetDataCountFound(SENDABLE) > 0 && sendAt < next) next = sendAt;
    integer index;
    for (index = 2; index < llGetListLength(waiting); index += 3) next = sooner(next, llList2Integer(waiting, index));
    if (parkedCount() > 0) next = sooner(next, probeAt);
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

// One state: this script takes no money, so it may change state or reset without losing a payment (vendor-payments
// keeps them). Payments kept while it was busy or reset are taken the next time it works.
default
{
    state_entry()
    {
        if (llGetLinkNumber() > 1)
        {
            llInstantMessage(llGetOwner(), vendorIn() + llGetScriptName() + " must be in the vendor's root prim. It has stopped.");
            llSetScriptState(llGetScriptName(), FALSE);
            return;
        }
        begin();
        work();
        string selling = "Selling " + ITEM_NAME + " for L$" + (string)PRICE + ".";
        if (ITEM_NAME == "") selling = "Selling this vendor's products on the Products page.";
        else if (!holds(ITEM_NAME)) selling += " A delivery box gives it: it is not in this vendor's contents.";
        if (llLinksetDataRead(STOP) == "") llOwnerSay(selling);
    }

    link_message(integer sender, integer number, string text, key id)
    {
        if ((string)id == "vendor:retry") retryParked();
        // vendor-catalogue has a new URL: the platform learns it with a heartbeat now.
        else if ((string)id == "vendor:url") heartbeatAt = 0;
        else if ((string)id == "vendor:refunded")
        {
            // A refund report can go now; it goes ahead of waiting sales.
            sendNext();
        }
        work();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        onAnswer(request, status, body);
        work();
    }

    timer()
    {
        tick();
        work();
    }

    changed(integer changes)
    {
        // CHANGED_OWNER also comes when someone takes a copy: only a new owner, not the one who set it up, counts.
        if ((changes & CHANGED_OWNER) && (string)llGetOwner() != llLinksetDataRead(SET_UP_BY) && !ownerChanged)
        {
            // The records belong to the merchant who made them: they stay, and are sent with the setup in the script.
            ownerChanged = TRUE;
            heartbeatAt = 0;
            integer count = queuedCount() + parkedCount();
            string kept = "";
            if (count > 0) kept = " " + recordsAre(count) + " kept for its previous owner.";
            llInstantMessage(llGetOwner(), "Vendor " + llGetObjectName() + ": it now belongs to you and does not sell until you put your own API key and vendor key in the script."
                + kept + GUIDE);
        }
        if (changes & CHANGED_INVENTORY) updateSelling();
        if (changes & CHANGED_REGION_START) resume();
        work();
    }

    on_rez(integer parameter)
    {
        resume();
        work();
    }
}
