// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// Your API key: Settings -> API -> Generate New Key.
string API_KEY = "YOUR_API_KEY";
// This vendor's LSL key, shown on its card on the Vendors page.
string VENDOR_KEY = "YOUR_VENDOR_KEY";
// The item sold, named exactly as in this object's contents. You need copy and transfer permission on it.
string ITEM_NAME = "Red Dress";
// Price in whole L$.
integer PRICE = 250;
// The product's id on the Products page, or 0 to record the sale without a product. Coupons, gift cards and the sale price in the hover text need it.
integer PRODUCT_ID = 0;
// TRUE: a buyer who picks Touch in the vendor's right-click menu can have their latest purchase here delivered again.
integer OFFER_REDELIVERY = TRUE;
// ------------------------------------------------

// Vendor: sells one item for a fixed price, records every sale with the vendor platform and gives the item.
// Setup: see the setup guide on the LSL Integration page.
//
// No sale is lost. A sale is written to the object's linkset data the moment it is paid, before anything else, and
// stays there until the platform answers 200. Linkset data survives script resets, recompiles, taking the vendor
// into inventory and rezzing it again, and region restarts.
//
// The vendor waits for the platform's answer before it gives the item: a sale the platform refuses (sold out, not on
// sale, vendor paused) is refunded, and a discount comes back as change. Without an answer within ANSWER_WAIT seconds
// the item is given anyway and the sale, marked given, is sent again until it is recorded: a buyer never waits long
// on the platform, and a sale refused once its item was given is parked, never dropped. Every refund is reported.

string SCRIPT_VERSION = "2.3.0";

// What saleOutcome asks the vendor to do with a sale or a refund report once the platform has answered.
integer REMOVE = 1;
integer KEEP_AND_RETRY = 2;
integer PARK = 3;
integer REFUND = 4;

// The queue holds at most 200 records, sales and refund reports, waiting and parked together. A record takes at most
// 490 bytes of linkset data, its name included: a sale has three keys, a 10-digit amount and product id, a
// 63-character buyer name, a gift's recipient key and 63-character name, a 40-character coupon code and the given
// flag; a refund report (four keys, an amount, a 100-character reason) is smaller. A full queue uses at most 98,000
// bytes. An armed gift or coupon takes at most 245 bytes each, so the 24 buyers who may have a gift or a coupon armed
// at most 5,880 more, of the 131,072 bytes the object shares with any other script in it. (Names and codes are plain
// ASCII: the vendor arms only a username Second Life knows and a coupon code the platform accepts.) The vendor stops
// taking money when the queue is full, or when less than RESERVED_SPACE bytes are left: that keeps room for about 16
// payments already on their way.
integer QUEUE_CAPACITY = 200;
integer RESERVED_SPACE = 8192;

// Linkset data names. A record's name ends with a 10-digit number, so the oldest of a kind comes first.
// paid: a sale whose buyer waits for the platform's answer. sale: a sale whose item was given, waiting to be recorded.
// transfer: a refund report waiting for Second Life to confirm the refund. refund: a refund report waiting to be sent.
// parked: a sale or a refund report the platform refused, kept aside. intent: and a buyer's key: an armed gift or coupon.
string PAID = "paid:";
string SALE = "sale:";
string TRANSFER = "transfer:";
string REPORT = "refund:";
string PARKED = "parked:";
string INTENT = "intent:";
// What the queue sends, refund reports first.
string SENDABLE = "^(refund|sale):";
string SEQUENCE = "vendor:sequence";
string CONFIGURATION = "vendor:configuration";
string SET_UP_BY = "vendor:owner";
string NOTICES = "vendor:notices";
string PARK_CAUSE = "vendor:park-cause";

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
integer MENU_TIMEOUT = 60;
// A gift or a coupon applies to the buyer's next payment within 5 minutes; at most 24 buyers have one at a time.
integer INTENT_SECONDS = 300;
integer INTENT_LIMIT = 24;
// A gift card payment without an answer is sent again, with the same sale_id, up to 3 times.
integer CARD_RETRIES = 3;
// Dialog buttons: at most 24 characters each.
string RETRY_NOW = "Retry now";
string STATUS = "Status";
string REDELIVER = "Redeliver";
string GIFT = "Gift";
string COUPON = "Coupon";
string GIFT_CARD = "Gift card";
string CONFIRM = "Confirm";
string CANCEL = "Cancel";
string BUSY = "The vendor is busy. Please try again in a minute.";
string LATER = "No answer in time. Please try again later.";
string GUIDE = " See the setup guide on the LSL Integration page.";
// Why the vendor does not sell while its owner has paused all vendors; the hover text then reads Paused.
string PAUSED = "all your vendors are paused on the Vendors page (Resume all vendors there).";

// Why the vendor does not take money; "" while it sells.
string notSelling = "Starting...";
integer live = FALSE;
// Whether the pay dialog offers the price: -1 until first set.
integer payShown = -1;
integer apiReady = FALSE;
integer ownerChanged = FALSE;
string lastError = "";
string parkCause = "";
string heartbeatProblem = "";
// Set by the heartbeat's answer: the owner paused all vendors. The platform refuses their sales meanwhile.
integer paused = FALSE;
// Seconds between heartbeats; the platform's answer may change it.
integer heartbeatInterval = 300;
// The sale price for the hover text, from the platform's quote after each heartbeat; "" when there is none.
string offer = "";

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
key offerRequest = NULL_KEY;

integer menuChannel;
integer menuListener;
integer menuUntil;
integer textUntil;

// The buyer being helped (redelivery, gift, coupon, gift card); one at a time.
key customer = NULL_KEY;
integer customerUntil;
// What the vendor waits for: the button whose question the buyer answers, or the call it made for them.
string step = "";
key customerRequest = NULL_KEY;
// The gift's recipient while the buyer confirms it, and the coupon code being checked.
key giftKey;
string giftName;
string couponCode;
// A gift card payment, sent again unchanged (same sale_id) while no answer comes; kept for the buyer's next try.
string cardBody = "";
integer cardTries;

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

// Sales and refund reports not yet recorded by the platform, parked ones apart.
integer queuedCount()
{
    return llLinksetDataCountFound("^(paid|sale|transfer|refund):");
}

integer parkedCount()
{
    return llLinksetDataCountFound("^parked:");
}

string number10(integer number)
{
    return llGetSubString("000000000" + (string)number, -10, -1);
}

// Keeps a record in linkset data under the next number; "" when there is no room for it.
string store(string kind, string body)
{
    integer number = (integer)llLinksetDataRead(SEQUENCE) + 1;
    // A number still in use (the sequence was lost) is skipped.
    while (llLinksetDataCountFound(":" + number10(number) + "$")) number++;
    string name = kind + number10(number);
    if (llLinksetDataWrite(name, body) != LINKSETDATA_OK) return "";
    llLinksetDataWrite(SEQUENCE, (string)number);
    return name;
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

// The gift or coupon the buyer armed for their next payment, or "" when none is armed or it expired; an expired one
// is removed, and so is one the payment uses.
string intentOf(string buyer, integer use)
{
    string intent = llLinksetDataRead(INTENT + buyer);
    if ((integer)llJsonGetValue(intent, ["until"]) < llGetUnixTime()) intent = "";
    if (use || intent == "") llLinksetDataDelete(INTENT + buyer);
    return intent;
}

// Arms the helped buyer's next payment for INTENT_SECONDS, on top of what they armed: fields are names and JSON values.
arm(list fields, string confirmation)
{
    // Expired intents go first.
    list names = llLinksetDataFindKeys("^intent:", 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++) intentOf(llGetSubString(llList2String(names, index), 7, -1), FALSE);
    string intent = intentOf(customer, FALSE);
    if (intent == "" && llLinksetDataCountFound("^intent:") >= INTENT_LIMIT)
    {
        done(BUSY);
        return;
    }
    if (intent == "") intent = "{}";
    fields += ["until", llGetUnixTime() + INTENT_SECONDS];
    for (index = 0; index < llGetListLength(fields); index += 2) intent = llJsonSetValue(intent, [llList2String(fields, index)], llList2String(fields, index + 1));
    llLinksetDataWrite(INTENT + (string)customer, intent);
    done(confirmation);
}

// The buyer's name and what they armed for this payment, as JSON fields.
list buyerFields(key buyer, list armed)
{
    list fields = [];
    string name = llKey2Name(buyer);
    if (name != "") fields = ["buyer_name", jsonText(name)];
    string intent = intentOf(buyer, FALSE);
    integer index;
    for (index = 0; index < llGetListLength(armed); index++)
    {
        string value = llJsonGetValue(intent, [llList2String(armed, index)]);
        if (value != JSON_INVALID) fields += [llList2String(armed, index), jsonText(value)];
    }
    return fields;
}

string saleBody(key buyer, integer amount)
{
    list fields = ["sale_id", (string)llGenerateKey(), "user_id", (string)buyer, "vendor_id", VENDOR_KEY, "amount", amount];
    if (PRODUCT_ID > 0) fields += ["product_id", PRODUCT_ID];
    return llList2Json(JSON_OBJECT, fields + buyerFields(buyer, ["gift_to", "gift_to_name", "coupon"]));
}

// Who gets the item: the gift's recipient, else the payer.
key ownerOf(string sale)
{
    string giftTo = llJsonGetValue(sale, ["gift_to"]);
    if (isKey(giftTo)) return giftTo;
    return llJsonGetValue(sale, ["user_id"]);
}

// Gives the item of a sale, or of a gift card payment, to its owner.
give(string sale)
{
    key buyer = llJsonGetValue(sale, ["user_id"]);
    key owner = ownerOf(sale);
    llGiveInventory(owner, ITEM_NAME);
    string gift = "";
    if (owner != buyer)
    {
        gift = " It was sent to " + llJsonGetValue(sale, ["gift_to_name"]) + " as a gift.";
        llInstantMessage(owner, "secondlife:///app/agent/" + (string)buyer + "/about sent you " + ITEM_NAME + " as a gift.");
    }
    tell(buyer, "Thank you for buying " + ITEM_NAME + "." + gift);
}

// A gift card bought here: its code goes to its owner by instant message, which reaches them offline too.
sendVoucher(string sale, string answer)
{
    string code = llJsonGetValue(answer, ["voucher", "code"]);
    if (code != JSON_INVALID) llInstantMessage(ownerOf(sale), "Your gift card: " + code + ", L$" + llJsonGetValue(answer, ["voucher", "balance"])
        + ". Keep the code private; pay with it through Gift card in a vendor's Touch menu.");
}

// Why the platform cannot be called, or "".
string setupProblem()
{
    if (API_BASE_URL == "https://vendors.example.com") return "API_BASE_URL is still the example address. Put the platform's address in the script.";
    if (llSubStringIndex(API_BASE_URL, "https://") != 0 && llSubStringIndex(API_BASE_URL, "http://") != 0) return "API_BASE_URL must start with https:// (or http://).";
    if (API_KEY == "" || API_KEY == "YOUR_API_KEY") return "API_KEY is not set. Put your API key in the script (Settings -> API -> Generate New Key).";
    if (!isKey(VENDOR_KEY)) return "VENDOR_KEY is not set. Put the LSL key shown on this vendor's card on the Vendors page in the script.";
    return "";
}

// Why the item cannot be sold, or "".
string itemProblem()
{
    if (PRICE < 1) return "PRICE must be at least L$1.";
    if (ITEM_NAME == llGetScriptName()) return "ITEM_NAME names this script; put the name of the item sold.";
    if (llGetInventoryType(ITEM_NAME) == INVENTORY_NONE) return "the item \"" + ITEM_NAME + "\" is not in the vendor's contents.";
    // The owner's permissions decide what the vendor can give; the next owner's only what the buyer may do with it.
    if (!(llGetInventoryPermMask(ITEM_NAME, MASK_OWNER) & PERM_TRANSFER)) return "you cannot transfer \"" + ITEM_NAME + "\", so the vendor cannot give it.";
    if (!(llGetInventoryPermMask(ITEM_NAME, MASK_OWNER) & PERM_COPY)) return "\"" + ITEM_NAME + "\" is no-copy: the vendor would give away its only copy.";
    return "";
}

// Checks the setup when the script starts; "" when the vendor may sell.
string begin()
{
    if (llGetSubString(API_BASE_URL, -1, -1) == "/") API_BASE_URL = llDeleteSubString(API_BASE_URL, -1, -1);
    menuChannel = -1 - (integer)llFrand(2000000000.0);
    parkCause = llLinksetDataRead(PARK_CAUSE);
    // A left-click must not open the pay dialog before the vendor sells: this state takes no payment.
    llSetClickAction(CLICK_ACTION_TOUCH);
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
    if (problem == "") problem = itemProblem();
    probeAt = llGetUnixTime() + PROBE_INTERVAL;
    resume();
    if (problem != "") refuse(problem);
    return problem;
}

refuse(string problem)
{
    notSelling = problem;
    showStatus();
    llOwnerSay("Not selling: " + problem + GUIDE);
    notifyOwner("setup: " + problem, "not selling: " + problem);
}

// After a reset, a rez or a region restart, requests in flight and refund outcomes on their way are gone: buyers who
// were waiting get their item now, refunds Second Life never confirmed are reported as such, and records go out again.
resume()
{
    waiting = [];
    list names = llLinksetDataFindKeys("^(paid|transfer):", 0, 0);
    while (llGetListLength(names) > 0)
    {
        string name = llList2String(names, 0);
        if (llSubStringIndex(name, PAID) == 0) onSaleAnswer(name, 499, "The vendor restarted before the platform answered.");
        else refundFailed(name, "The vendor restarted before Second Life confirmed the refund.");
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

// Sends a sale or a refund report. A request Second Life will not send (about 25 per 20 s) is answered like a 429.
key post(string name)
{
    string path = "/api/lsl/sale";
    if (llSubStringIndex(name, REPORT) == 0) path = "/api/lsl/refunds";
    key request = api("POST", path, llLinksetDataRead(name));
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

// Gives L$ back to a payer. The report is kept first, then the sale it settles is deleted, then the L$ move: a reset
// can neither repeat the refund nor lose its report. The report goes out once Second Life tells how the refund went.
refund(key payer, integer amount, string reason, string saleId, string settled)
{
    // A payment that never became a sale (a wrong amount) is reported under a sale_id of its own.
    if (saleId == "") saleId = llGenerateKey();
    string report = llList2Json(JSON_OBJECT, ["vendor_id", VENDOR_KEY, "sale_id", saleId, "user_id", (string)payer, "amount", amount]);
    string name = store(TRANSFER, report);
    if (settled != "") llLinksetDataDelete(settled);
    if (llGetPermissions() & PERMISSION_DEBIT)
    {
        tell(payer, reason + " Your L$" + (string)amount + " is being refunded.");
        llLinksetDataWrite(name, llJsonSetValue(report, ["transaction_key"], llTransferLindenDollars(payer, amount)));
        return;
    }
    tell(payer, reason + " The owner has been asked to refund your L$" + (string)amount + ".");
    refundFailed(name, "The vendor has no permission to give L$.");
}

// A refund that failed or was never confirmed: reported with success false, and the owner is asked to check it.
refundFailed(string name, string reason)
{
    string report = llLinksetDataRead(name);
    if (report == "") return;
    move(name, REPORT, llJsonSetValue(llJsonSetValue(report, ["success"], JSON_FALSE), ["reason"], jsonText(llGetSubString(reason, 0, 99))));
    llInstantMessage(llGetOwner(), vendorIn() + "a refund of L$" + llJsonGetValue(report, ["amount"]) + " to secondlife:///app/agent/"
        + llJsonGetValue(report, ["user_id"]) + "/about failed (" + reason + "). Check your transaction history and refund it by hand if it is not there.");
}

// What becomes of a sale or a refund report once the platform answered it, or could not be asked.
onSaleAnswer(string name, integer status, string body)
{
    string record = llLinksetDataRead(name);
    integer waits = (llSubStringIndex(name, PAID) == 0);
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
    key payer = llJsonGetValue(record, ["user_id"]);
    integer paid = (integer)llJsonGetValue(record, ["amount"]);
    if (outcome == REFUND)
    {
        // Refused before the item was given: the whole payment goes back. The heartbeat, sent now, tells of a pause.
        refund(payer, paid, message, llJsonGetValue(record, ["sale_id"]), name);
        if (status == 403) heartbeatAt = 0;
        return;
    }
    if (waits) give(record);
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
        // A sale is recorded: a gift card's code goes to its owner, a discount back to the payer (never more than paid).
        sendVoucher(record, body);
        integer change = (integer)llJsonGetValue(body, ["refund"]);
        if (change > paid) change = paid;
        string why = "You pay L$" + llJsonGetValue(body, ["amount"]);
        if (llJsonGetValue(body, ["discount", "kind"]) != JSON_INVALID) why += " with a " + llJsonGetValue(body, ["discount", "kind"]) + " discount";
        if (change > 0) refund(payer, change, why + ".", llJsonGetValue(record, ["sale_id"]), name);
        else llLinksetDataDelete(name);
        return;
    }
    if (waits)
    {
        // The item is given: the sale stays, marked given, and the platform then records it even if sold out meanwhile.
        string given = move(name, SALE, llJsonSetValue(record, ["given"], JSON_TRUE));
        if (given != "") name = given;
    }
    lastError = (string)status + " (" + message + ")";
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
    parkCause = (string)status + " " + message;
    llLinksetDataWrite(PARK_CAUSE, parkCause);
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

string quotePath(string more)
{
    return "/api/lsl/quote?vendor_id=" + llEscapeURL(VENDOR_KEY) + "&product_id=" + (string)PRODUCT_ID + more;
}

sendHeartbeat()
{
    heartbeatAt = llGetUnixTime() + heartbeatInterval;
    if (!apiReady) return;
    heartbeatRequest = api("POST", "/api/lsl/heartbeat", llList2Json(JSON_OBJECT, [
        "kind", "vendor", "vendor_id", VENDOR_KEY, "object_key", (string)llGetKey(), "object_name", jsonText(llGetObjectName()),
        "region", jsonText(llGetRegionName()), "position", (string)llGetPos(), "script_version", jsonText(SCRIPT_VERSION),
        "queued", queuedCount(), "parked", parkedCount(), "free_memory", llGetFreeMemory()]));
}

onHeartbeatAnswer(integer status, string body)
{
    heartbeatRequest = NULL_KEY;
    if (status == 200)
    {
        heartbeatProblem = "";
        integer seconds = (integer)llJsonGetValue(body, ["heartbeat_seconds"]);
        if (seconds >= 60 && seconds <= 900) heartbeatInterval = seconds;
        integer wasPaused = paused;
        paused = (llJsonGetValue(body, ["paused"]) == JSON_TRUE);
        // Sales given just before the vendor learnt of the pause were refused and parked: resuming sends them again.
        if (wasPaused && !paused && parkedCount() > 0) retryParked();
        // The sale price for the hover text: one more call per heartbeat, so at most 2 every 5 minutes.
        if (PRODUCT_ID > 0) offerRequest = api("GET", quotePath(""), "");
        return;
    }
    // A heartbeat is never queued: the next one replaces it.
    if (status != 401 && status != 403 && status != 404) return;
    heartbeatProblem = (string)status + " (" + answerText(body) + ")";
    notifyOwner("heartbeat " + heartbeatProblem, "the platform answered " + heartbeatProblem
        + " to its heartbeat. Check API_KEY and VENDOR_KEY in the script (see the setup guide on the LSL Integration page).");
}

// Pauses or resumes selling: the pay dialog offers nothing while the vendor cannot take a sale.
updateSelling()
{
    if (!live)
    {
        showStatus();
        return;
    }
    integer kept = queuedCount() + parkedCount();
    string problem = "";
    if (ownerChanged) problem = "it has a new owner, who must put their own API key and vendor key in the script.";
    else if (paused) problem = PAUSED;
    else problem = itemProblem();
    if (problem == "" && (kept >= QUEUE_CAPACITY || llLinksetDataAvailable() < RESERVED_SPACE)) problem = (string)kept + " sales and refunds waiting to be recorded";
    integer canSell = (problem == "");
    if (canSell != payShown)
    {
        // The pay dialog offers only the price; a payer can still send another amount, so money() checks it.
        if (canSell) llSetPayPrice(PAY_HIDE, [PRICE, PAY_HIDE, PAY_HIDE, PAY_HIDE]);
        else llSetPayPrice(PAY_HIDE, [PAY_HIDE, PAY_HIDE, PAY_HIDE, PAY_HIDE]);
        if (canSell) llSetClickAction(CLICK_ACTION_PAY);
        else llSetClickAction(CLICK_ACTION_TOUCH);
        payShown = canSell;
    }
    notSelling = problem;
    showStatus();
}

statusText()
{
    textUntil = llGetUnixTime() + MENU_TIMEOUT;
    string summary = "Selling " + ITEM_NAME + " for L$" + (string)PRICE + ".";
    if (notSelling != "") summary = "Not selling: " + notSelling;
    string error = lastError;
    if (error == "") error = "none";
    llOwnerSay(summary + "\nWaiting to be recorded: sales " + (string)llLinksetDataCountFound("^(paid|sale):") + ", refund reports "
        + (string)llLinksetDataCountFound("^(transfer|refund):") + "; parked " + (string)parkedCount() + " (at most "
        + (string)QUEUE_CAPACITY + " in all).\nLast error: " + error
        + "\nFree script memory: " + (string)llGetFreeMemory() + " bytes; linkset data space left: " + (string)llLinksetDataAvailable() + " bytes.");
    llSetText("Queued " + (string)queuedCount() + ", parked " + (string)parkedCount() + "\nLast error: " + error, <1.0, 1.0, 1.0>, 1.0);
}

showStatus()
{
    if (textUntil) return;
    string text = offer + "\n";
    if (notSelling == PAUSED) text = "Paused\n";
    else if (notSelling != "") text = "Not selling: " + notSelling + "\n";
    integer parked = parkedCount();
    if (parked > 0) text += recordsAre(parked) + " parked: " + parkCause + "\n";
    if (heartbeatProblem != "") text += "Platform: " + heartbeatProblem;
    llSetText(llStringTrim(text, STRING_TRIM), <1.0, 0.4, 0.2>, 1.0);
}

// Shows a dialog, or a text box when there are no buttons; the answer comes on menuChannel.
openMenu(key avatar, string text, list buttons)
{
    if (!menuUntil) menuListener = llListen(menuChannel, "", NULL_KEY, "");
    menuUntil = llGetUnixTime() + MENU_TIMEOUT;
    if (buttons == []) llTextBox(avatar, text, menuChannel);
    else llDialog(avatar, text, buttons, menuChannel);
}

// Starts helping a buyer; FALSE while someone else is being helped.
integer help(key avatar)
{
    if (customer != NULL_KEY && customer != avatar)
    {
        tell(avatar, BUSY);
        return FALSE;
    }
    customer = avatar;
    return TRUE;
}

// Asks the buyer being helped; their answer comes to listen, and the answer to an earlier call no longer counts.
ask(string question, string text, list buttons)
{
    step = question;
    customerRequest = NULL_KEY;
    customerUntil = llGetUnixTime() + MENU_TIMEOUT;
    openMenu(customer, text, buttons);
}

// Waits for the answer to a call made for the buyer being helped.
await(key request, string call)
{
    if (request == NULL_KEY)
    {
        done(BUSY);
        return;
    }
    customerRequest = request;
    step = call;
    customerUntil = llGetUnixTime() + WATCHDOG_SECONDS + 10;
}

// Stops helping the buyer, with a last word.
done(string message)
{
    if (message != "") tell(customer, message);
    customer = NULL_KEY;
    step = "";
    customerRequest = NULL_KEY;
}

// The buyer's answer in a text box: the gift's recipient, a coupon code or a gift card code.
reply(string text)
{
    text = llStringTrim(text, STRING_TRIM);
    if (step == GIFT)
    {
        giftName = llGetSubString(text, 0, 62);
        await(llRequestUserKey(giftName), "user");
    }
    else if (step == COUPON)
    {
        couponCode = llGetSubString(text, 0, 39);
        await(api("GET", quotePath("&user_id=" + (string)customer + "&coupon=" + llEscapeURL(couponCode)), ""), "quote");
    }
    else
    {
        // The same buyer trying the same card again after no answer keeps its sale_id: the card is charged once.
        if (llJsonGetValue(cardBody, ["user_id"]) != (string)customer || llJsonGetValue(cardBody, ["code"]) != text)
        {
            cardBody = llList2Json(JSON_OBJECT, ["vendor_id", VENDOR_KEY, "product_id", PRODUCT_ID, "code", jsonText(text),
                "user_id", (string)customer, "sale_id", (string)llGenerateKey()] + buyerFields(customer, ["gift_to", "gift_to_name"]));
        }
        cardTries = 0;
        redeem();
    }
}

// Pays with a gift card: no L$ move in-world, the platform takes the price off the card.
redeem()
{
    cardTries++;
    await(api("POST", "/api/lsl/vouchers/redeem", cardBody), "redeem");
    customerUntil = llGetUnixTime() + ANSWER_WAIT;
}

onCardAnswer(integer status, string body)
{
    if (status == 200 && llJsonGetValue(body, ["transaction_id"]) != JSON_INVALID)
    {
        give(cardBody);
        sendVoucher(cardBody, body);
        intentOf(customer, TRUE);
        cardBody = "";
        done("Paid with your gift card: L$" + llJsonGetValue(body, ["balance"]) + " is left on it.");
    }
    else if (saleOutcome(status, FALSE) != KEEP_AND_RETRY)
    {
        cardBody = "";
        done("Your gift card was not used: " + answerText(body));
    }
    else if (cardTries <= CARD_RETRIES) redeem();
    else done(LATER);
}

onQuoteAnswer(integer status, string body)
{
    string problem = llJsonGetValue(body, ["coupon_error"]);
    if (status != 200) done("Your coupon could not be checked: " + answerText(body));
    else if (problem != JSON_NULL && problem != JSON_INVALID) done(problem);
    else arm(["coupon", jsonText(couponCode)], "With this coupon you pay L$" + llJsonGetValue(body, ["amount"]) + ": pay the vendor L$"
        + (string)PRICE + " within 5 minutes and the difference comes back to you.");
}

// The buyer's latest purchase at this vendor is delivered again: a vendor sells one item, so there is nothing to pick.
askPurchases(key avatar)
{
    if (!help(avatar)) return;
    tell(avatar, "Looking up your purchases here...");
    await(api("GET", "/api/lsl/purchases?buyer=" + llEscapeURL((string)avatar) + "&vendor_id=" + llEscapeURL(VENDOR_KEY), ""), "purchases");
}

// The two calls of a redelivery: the buyer's purchases here, then the request for the newest one.
onRedeliveryAnswer(integer status, string body)
{
    if (step == "redelivery" && status == 201)
    {
        done("Your redelivery request was submitted. The item will be sent to you shortly.");
        return;
    }
    if (step == "purchases" && status == 200 && llSubStringIndex(body, "\"purchases\"") != -1)
    {
        // The newest purchase comes first. A long list is cut at 2048 bytes, so the id is read from the text.
        integer at = llSubStringIndex(body, "\"transaction_id\":");
        if (at == -1) done("No purchase from this vendor was found for you.");
        else await(api("POST", "/api/redeliveries", llList2Json(JSON_OBJECT, ["transaction_id", (integer)llGetSubString(body, at + 17, at + 30),
            "requested_by", (string)customer])), "redelivery");
        return;
    }
    if (status == 401 || status == 403 || status == 404 || status == 400)
    {
        notifyOwner("redelivery " + (string)status, "Error processing redelivery: the platform answered " + (string)status + " (" + answerText(body) + ").");
    }
    done("Your redelivery could not be requested: " + answerText(body));
}

onAnswer(key request, integer status, string body)
{
    // Partners' payouts of a sale or named by a heartbeat: the payouts script beside this one pays them.
    if (status == 200 && llJsonGetValue(body, ["payouts", 0]) != JSON_INVALID) llMessageLinked(LINK_THIS, 0, llJsonGetValue(body, ["payouts"]), "payouts");
    integer at = llListFindList(waiting, [request]);
    if (at != -1) onWaitingAnswer(at, status, body);
    else if (request == saleRequest)
    {
        saleRequest = NULL_KEY;
        onSaleAnswer(saleName, status, body);
    }
    else if (request == heartbeatRequest) onHeartbeatAnswer(status, body);
    else if (request == offerRequest)
    {
        offer = "";
        integer price = (integer)llJsonGetValue(body, ["price"]);
        integer amount = (integer)llJsonGetValue(body, ["amount"]);
        if (status == 200 && amount < price) offer = "Sale: L$" + (string)amount + " (was L$" + (string)price + ")";
    }
    else if (request == customerRequest)
    {
        if (step == "quote") onQuoteAnswer(status, body);
        else if (step == "redeem") onCardAnswer(status, body);
        else onRedeliveryAnswer(status, body);
    }
    if (saleRequest == NULL_KEY && llGetUnixTime() >= sendAt) sendNext();
    updateSelling();
    wake();
}

// The one timer does the watchdogs, the back-off, the heartbeat, the hourly probe and the menu timeouts.
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
    if (menuUntil && now >= menuUntil)
    {
        llListenRemove(menuListener);
        menuUntil = 0;
    }
    if (customer != NULL_KEY && now >= customerUntil)
    {
        if (step == "redeem" && cardTries <= CARD_RETRIES) redeem();
        else done(LATER);
    }
    if (textUntil && now >= textUntil) textUntil = 0;
    updateSelling();
    wake();
}

integer sooner(integer next, integer at)
{
    if (at && at < next) return at;
    return next;
}

wake()
{
    integer next = heartbeatAt;
    if (saleRequest != NULL_KEY) next = sooner(next, watchdogAt);
    else if (apiReady && llLinksetDataCountFound(SENDABLE) > 0 && sendAt < next) next = sendAt;
    integer index;
    for (index = 2; index < llGetListLength(waiting); index += 3) next = sooner(next, llList2Integer(waiting, index));
    if (parkedCount() > 0) next = sooner(next, probeAt);
    next = sooner(next, menuUntil);
    if (customer != NULL_KEY) next = sooner(next, customerUntil);
    next = sooner(next, textUntil);
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

// Not live yet: the setup is checked and permission to refund is asked for. This state has no money event,
// so the vendor cannot be paid in it. Records kept from before are still sent when the platform settings are valid.
default
{
    state_entry()
    {
        if (begin() != "") return;
        notSelling = "waiting for permission to refund wrong payments.";
        showStatus();
        // Refunds (wrong payments, refused sales, discounts) need permission to take L$ from the owner.
        llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
    }

    run_time_permissions(integer granted)
    {
        if (granted & PERMISSION_DEBIT) state selling;
        else refuse("it needs permission to refund wrong payments. Touch it to be asked again.");
    }

    touch_start(integer touches)
    {
        if (llDetectedKey(0) == llGetOwner()) llResetScript();
        else tell(llDetectedKey(0), "This vendor is not selling right now.");
    }

    changed(integer changes)
    {
        // No payment can be waiting in this state, so starting again loses nothing; the records stay in linkset data.
        if (changes & (CHANGED_OWNER | CHANGED_INVENTORY)) llResetScript();
        if (changes & CHANGED_REGION_START) resume();
    }

    on_rez(integer parameter)
    {
        resume();
    }

    timer()
    {
        tick();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        onAnswer(request, status, body);
    }
}

// Live. The script never leaves this state and never resets itself here: a state change or a reset would
// drop payments waiting in the event queue. While it cannot take a sale it hides the pay dialog's buttons,
// and refunds any payment that still arrives.
//
// A left-click pays (CLICK_ACTION_PAY). Picking Touch in the right-click menu still reaches touch_start, so
// the owner menu and the buyer's menu (Gift, Coupon, Gift card, Redeliver) stay reachable. LSL has no call that
// opens the pay dialog, so a vendor that opened a menu on a left-click would make every buyer right-click to pay.
state selling
{
    state_entry()
    {
        live = TRUE;
        menuUntil = 0;
        notSelling = "";
        updateSelling();
        if (notSelling == "") llOwnerSay("Selling " + ITEM_NAME + " for L$" + (string)PRICE + ".");
        wake();
    }

    money(key buyer, integer amount)
    {
        // Checked again here: a change of contents may still wait in the event queue behind this payment.
        string problem = notSelling;
        if (problem == "") problem = itemProblem();
        if (amount != PRICE) refund(buyer, amount, "The price of " + ITEM_NAME + " is L$" + (string)PRICE + ".", "", "");
        else if (problem != "")
        {
            refund(buyer, amount, "The vendor is not selling right now.", "", "");
            if (notSelling == "") notifyOwner("setup: " + problem, "a payment was refunded because " + problem);
        }
        else
        {
            // The sale, with the gift or coupon the buyer armed, is kept before anything else: one that cannot be kept is refunded.
            string name = store(PAID, saleBody(buyer, amount));
            if (name == "") refund(buyer, amount, "The vendor cannot take more sales right now.", "", "");
            else
            {
                intentOf(buyer, TRUE);
                // Sent at once, ahead of older records; the item waits for the answer, at most ANSWER_WAIT seconds.
                key request = post(name);
                if (request != NULL_KEY)
                {
                    waiting += [request, name, llGetUnixTime() + ANSWER_WAIT];
                    tell(buyer, "Confirming your purchase...");
                }
            }
        }
        updateSelling();
        wake();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        onAnswer(request, status, body);
    }

    timer()
    {
        tick();
    }

    // Second Life tells how a refund went: its report, kept since before the L$ moved, can now be sent.
    transaction_result(key transfer, integer success, string data)
    {
        list names = llLinksetDataFindKeys("^transfer:", 0, 0);
        integer index;
        for (index = 0; index < llGetListLength(names); index++)
        {
            string name = llList2String(names, index);
            if (llJsonGetValue(llLinksetDataRead(name), ["transaction_key"]) == (string)transfer)
            {
                if (success) move(name, REPORT, llJsonSetValue(llLinksetDataRead(name), ["success"], JSON_TRUE));
                else refundFailed(name, data);
            }
        }
        updateSelling();
        wake();
    }

    touch_start(integer touches)
    {
        integer index;
        for (index = 0; index < touches; index++)
        {
            key avatar = llDetectedKey(index);
            if (avatar == llGetOwner())
            {
                openMenu(avatar, "Vendor of " + ITEM_NAME + ": " + (string)queuedCount() + " sale(s) or refund(s) waiting to be recorded, "
                    + (string)parkedCount() + " parked.", [RETRY_NOW, STATUS, CANCEL]);
            }
            else
            {
                string text = "This vendor is not selling right now.";
                list buttons = [];
                if (notSelling == "")
                {
                    text = "Pay the vendor to buy " + ITEM_NAME + " for L$" + (string)PRICE + ".\nGift: for someone else.";
                    buttons = [GIFT];
                    if (PRODUCT_ID > 0)
                    {
                        text += "\nCoupon: use a code.\nGift card: pay with one.";
                        buttons += [COUPON, GIFT_CARD];
                    }
                }
                if (OFFER_REDELIVERY && apiReady)
                {
                    text += "\nRedeliver: your latest purchase here, again.";
                    buttons += [REDELIVER];
                }
                if (buttons == []) tell(avatar, text);
                else openMenu(avatar, text, buttons + [CANCEL]);
            }
        }
        wake();
    }

    listen(integer channel, string name, key speaker, string message)
    {
        if (speaker == customer && step == CONFIRM)
        {
            if (message == CONFIRM) arm(["gift_to", jsonText(giftKey), "gift_to_name", jsonText(giftName)], "Pay L$" + (string)PRICE
                + " within 5 minutes and " + ITEM_NAME + " goes to " + giftName + ".");
            else done("");
        }
        else if (speaker == customer && (step == GIFT || step == COUPON || step == GIFT_CARD)) reply(message);
        else if (speaker == llGetOwner())
        {
            if (message == RETRY_NOW) retryParked();
            else if (message == STATUS) statusText();
        }
        else if (message == REDELIVER && OFFER_REDELIVERY && apiReady) askPurchases(speaker);
        // LSL evaluates both sides of && and ||: help() is asked only once the button is known to be offered.
        else if (notSelling == "" && (message == GIFT || (PRODUCT_ID > 0 && (message == COUPON || message == GIFT_CARD))))
        {
            string question = "Who is the gift for? Type their username (like ann.resident).";
            if (message == COUPON) question = "Type your coupon code.";
            else if (message == GIFT_CARD) question = "Type your gift card code (GC-...).";
            if (help(speaker)) ask(message, question, []);
        }
        updateSelling();
        wake();
    }

    // The key of the gift's recipient, from their username.
    dataserver(key query, string data)
    {
        if (query != customerRequest) return;
        giftKey = data;
        if (isKey(data)) ask(CONFIRM, "Send " + ITEM_NAME + " as a gift to " + giftName + "? Pay L$" + (string)PRICE + " within 5 minutes.", [CONFIRM, CANCEL]);
        else done("No resident named " + giftName + " was found.");
        wake();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER)
        {
            // The records belong to the merchant who made them: they stay, and are sent with the setup in the script.
            ownerChanged = TRUE;
            updateSelling();
            heartbeatAt = 0;
            integer count = queuedCount() + parkedCount();
            string kept = "";
            if (count > 0) kept = " " + recordsAre(count) + " kept for its previous owner.";
            llInstantMessage(llGetOwner(), "Vendor " + llGetObjectName() + ": it now belongs to you and does not sell until you put your own API key and vendor key in the script."
                + kept + GUIDE);
        }
        if (changes & CHANGED_REGION_START) resume();
        updateSelling();
        wake();
    }

    on_rez(integer parameter)
    {
        resume();
    }
}
