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
// The product's id on the Products page, or 0 to record the sale without a product.
integer PRODUCT_ID = 0;
// TRUE: a buyer who picks Touch in the vendor's right-click menu can have their latest purchase here delivered again.
integer OFFER_REDELIVERY = TRUE;
// ------------------------------------------------

// Vendor: sells one item for a fixed price, gives it and records every sale with the vendor platform.
// Setup: see the setup guide on the LSL Integration page.
//
// No sale is lost. A sale is written to the object's linkset data before the item is given and stays there
// until the platform answers 200. Linkset data survives script resets, recompiles, taking the vendor into
// inventory and rezzing it again, and region restarts. A sale the platform refuses is parked, never dropped.

string SCRIPT_VERSION = "2.1.0";

// What saleOutcome asks the queue to do with a sale once the platform has answered.
integer REMOVE = 1;
integer KEEP_AND_RETRY = 2;
integer PARK = 3;

// The queue holds at most 200 sales, waiting and parked together. A sale takes at most 290 bytes of
// linkset data, its name included (three keys, a 10-digit amount and product id, a 63-character buyer
// name), so a full queue uses at most 58,000 of the 131,072 bytes the object shares with any other script
// in it. The vendor stops taking money when the queue is full, or when less than RESERVED_SPACE bytes are
// left: that keeps room for about 14 payments already on their way.
integer QUEUE_CAPACITY = 200;
integer RESERVED_SPACE = 4096;

// Linkset data names. A sale is "sale:" or "parked:" followed by a 10-digit number, so the oldest comes first.
string SALE = "sale:";
string PARKED = "parked:";
string SEQUENCE = "vendor:sequence";
string CONFIGURATION = "vendor:configuration";
string SET_UP_BY = "vendor:owner";
string NOTICES = "vendor:notices";
string PARK_CAUSE = "vendor:park-cause";

integer FIRST_RETRY_DELAY = 5;
integer LONGEST_RETRY_DELAY = 300;
// The platform allows 50 calls per minute per vendor key.
integer RATE_LIMITED_DELAY = 60;
// llHTTPRequest allows about 25 requests per 20 seconds per object.
integer THROTTLED_DELAY = 20;
// A request with no answer after this long is treated like a 499: sent again, with the same sale_id.
integer WATCHDOG_SECONDS = 60;
// Seconds between two sales sent one after the other: 30 a minute stays under the platform's 50.
integer SEND_GAP = 2;
// Once an hour the oldest parked sale is tried again; if the platform records it, the others follow.
integer PROBE_INTERVAL = 3600;
// The owner hears about the same cause at most once an hour.
integer NOTICE_INTERVAL = 3600;
integer MENU_TIMEOUT = 60;
string RETRY_NOW = "Retry now";
string STATUS = "Status";
string REDELIVER = "Redeliver";
string CANCEL = "Cancel";
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

key saleRequest = NULL_KEY;
// Linkset data name of the sale in flight.
string saleName = "";
// The parked sale tried again by the hourly probe.
string probeName = "";
integer retryDelay = 5;
integer sendAt;
integer watchdogAt;
integer heartbeatAt;
integer probeAt;
key heartbeatRequest = NULL_KEY;

integer menuChannel;
integer menuListener;
integer menuUntil;
integer textUntil;

// The buyer whose redelivery is being asked for; one at a time.
key customer = NULL_KEY;
integer customerUntil;
key purchasesRequest = NULL_KEY;
key redeliveryRequest = NULL_KEY;

// What to do with a sale after the platform answered it. Only 200 removes a sale. A sale that may not
// have arrived is sent again; a sale the platform refused is parked, never dropped.
integer saleOutcome(integer status)
{
    if (status == 200) return REMOVE;
    // 499: the request failed or timed out inside the simulator. 429: too many calls. 5xx: the platform failed.
    if (status == 499 || status == 429) return KEEP_AND_RETRY;
    if (status >= 500 && status <= 599) return KEEP_AND_RETRY;
    // 400, 401, 403, 404 and any other answer: the platform refused the sale, or the address is not the platform.
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

list apiParameters(string method)
{
    return [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY];
}

tell(key avatar, string message)
{
    llRegionSayTo(avatar, PUBLIC_CHANNEL, message);
}

string salesAre(integer count)
{
    if (count == 1) return "1 sale is";
    return (string)count + " sales are";
}

// The platform's error message, or the start of the body when it is not the platform's JSON.
string answerText(string body)
{
    string message = llJsonGetValue(body, ["message"]);
    if (message == JSON_INVALID || message == JSON_NULL || message == "") message = llStringTrim(llGetSubString(body, 0, 99), STRING_TRIM);
    return message;
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
    llInstantMessage(llGetOwner(), "Vendor " + llGetObjectName() + " in " + llGetRegionName() + ": " + message);
}

integer queuedCount()
{
    return llLinksetDataCountFound("^sale:");
}

integer parkedCount()
{
    return llLinksetDataCountFound("^parked:");
}

string number10(integer number)
{
    string digits = (string)number;
    while (llStringLength(digits) < 10) digits = "0" + digits;
    return digits;
}

// Keeps a sale in linkset data; FALSE when there is no room for it.
integer storeSale(string body)
{
    integer number = (integer)llLinksetDataRead(SEQUENCE) + 1;
    while (llLinksetDataRead(SALE + number10(number)) != "" || llLinksetDataRead(PARKED + number10(number)) != "") number++;
    if (llLinksetDataWrite(SALE + number10(number), body) != LINKSETDATA_OK) return FALSE;
    llLinksetDataWrite(SEQUENCE, (string)number);
    return TRUE;
}

// Renames a sale from one prefix to the other; the old name goes only once the new one is written.
string moveSale(string name, string from, string to)
{
    string moved = to + llGetSubString(name, llStringLength(from), -1);
    if (llLinksetDataWrite(moved, llLinksetDataRead(name)) != LINKSETDATA_OK) return "";
    llLinksetDataDelete(name);
    return moved;
}

// Parked sales go back to the queue, in their old order.
unparkAll()
{
    list names = llLinksetDataFindKeys("^parked:", 0, 10);
    while (llGetListLength(names) > 0)
    {
        integer index;
        for (index = 0; index < llGetListLength(names); index++)
        {
            if (moveSale(llList2String(names, index), PARKED, SALE) == "") return;
        }
        names = llLinksetDataFindKeys("^parked:", 0, 10);
    }
}

string saleBody(key buyer, integer amount)
{
    list fields = ["sale_id", (string)llGenerateKey(), "user_id", (string)buyer, "vendor_id", VENDOR_KEY, "amount", amount];
    if (PRODUCT_ID > 0) fields += ["product_id", PRODUCT_ID];
    string buyerName = llKey2Name(buyer);
    if (buyerName != "") fields += ["buyer_name", jsonText(buyerName)];
    return llList2Json(JSON_OBJECT, fields);
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
            // Its sales are still sent with this setup: they belong to the merchant who made them.
            problem = "it still holds its previous owner's setup. Put your own API key and vendor key in the script.";
        }
        else
        {
            if (llLinksetDataRead(CONFIGURATION) != configuration)
            {
                // Sales parked under the old setup get another chance under the new one.
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
    llOwnerSay("Not selling: " + problem + " See the setup guide on the LSL Integration page.");
    notifyOwner("setup: " + problem, "not selling: " + problem);
}

// After a reset, a rez or a region restart: requests in flight are gone, so send again now.
resume()
{
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

sendNextSale()
{
    if (!apiReady || saleRequest != NULL_KEY) return;
    saleName = llList2String(llLinksetDataFindKeys("^sale:", 0, 1), 0);
    if (saleName == "") return;
    saleRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/sale", apiParameters("POST"), llLinksetDataRead(saleName));
    if (saleRequest == NULL_KEY) retryLater(THROTTLED_DELAY);
    else watchdogAt = llGetUnixTime() + WATCHDOG_SECONDS;
}

onSaleAnswer(integer status, string body)
{
    saleRequest = NULL_KEY;
    integer outcome = saleOutcome(status);
    string message = answerText(body);
    // A 200 that is not the platform's answer (a web page at a wrong address) does not prove the sale was recorded.
    if (outcome == REMOVE && llJsonGetValue(body, ["transaction_id"]) == JSON_INVALID)
    {
        outcome = PARK;
        message = "an answer without a transaction id: is API_BASE_URL the platform's address?";
    }
    if (outcome == REMOVE)
    {
        llLinksetDataDelete(saleName);
        retryDelay = FIRST_RETRY_DELAY;
        sendAt = llGetUnixTime() + SEND_GAP;
        if (saleName == probeName)
        {
            // The platform takes sales again: the parked ones follow.
            probeName = "";
            unparkAll();
        }
        return;
    }
    lastError = (string)status + " (" + message + ")";
    if (outcome == KEEP_AND_RETRY)
    {
        if (status == 429) retryLater(RATE_LIMITED_DELAY);
        else retryLater(FIRST_RETRY_DELAY);
        return;
    }
    if (moveSale(saleName, SALE, PARKED) == "")
    {
        // No room even to rename it: it stays in the queue and is tried again later.
        retryLater(LONGEST_RETRY_DELAY);
        return;
    }
    if (saleName == probeName) probeName = "";
    sendAt = llGetUnixTime() + SEND_GAP;
    parkCause = (string)status + " " + message;
    llLinksetDataWrite(PARK_CAUSE, parkCause);
    string advice = "Touch the vendor and choose Status for details.";
    if (status == 401) advice = "Put your new API key in the script.";
    else if (status == 403) advice = "Switch the vendor on again (or resume all vendors) on the Vendors page, then touch the vendor and choose Retry now.";
    else if (status == 404) advice = "Check VENDOR_KEY in the script: it must be the LSL key on this vendor's card on the Vendors page.";
    notifyOwner("sale " + (string)status + " " + message, salesAre(parkedCount()) + " parked because the platform answered "
        + lastError + ". " + advice + " Parked sales will be sent again.");
}

// Once an hour, with nothing else to send, the oldest parked sale is tried again.
probeParked()
{
    probeAt = llGetUnixTime() + PROBE_INTERVAL;
    if (!apiReady || saleRequest != NULL_KEY || queuedCount() > 0) return;
    string name = llList2String(llLinksetDataFindKeys("^parked:", 0, 1), 0);
    if (name == "") return;
    probeName = moveSale(name, PARKED, SALE);
    sendNextSale();
}

retryParked()
{
    unparkAll();
    probeName = "";
    retryDelay = FIRST_RETRY_DELAY;
    sendAt = 0;
    llOwnerSay("Sending " + (string)queuedCount() + " waiting sale(s) again.");
    sendNextSale();
}

sendHeartbeat()
{
    heartbeatAt = llGetUnixTime() + heartbeatInterval;
    if (!apiReady) return;
    heartbeatRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/heartbeat", apiParameters("POST"), llList2Json(JSON_OBJECT, [
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
        // Sales paid just before the vendor learnt of the pause were refused and parked: resuming sends them again.
        if (wasPaused && !paused && parkedCount() > 0) retryParked();
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
    if (problem == "" && (kept >= QUEUE_CAPACITY || llLinksetDataAvailable() < RESERVED_SPACE)) problem = (string)kept + " sales waiting to be recorded";
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
    llOwnerSay(summary + "\nWaiting to be recorded: " + (string)queuedCount() + " of at most " + (string)QUEUE_CAPACITY
        + " sales; parked: " + (string)parkedCount() + ".\nLast error: " + error
        + "\nFree script memory: " + (string)llGetFreeMemory() + " bytes; linkset data space left: " + (string)llLinksetDataAvailable() + " bytes.");
    llSetText("Queued " + (string)queuedCount() + ", parked " + (string)parkedCount() + "\nLast error: " + error, <1.0, 1.0, 1.0>, 1.0);
}

showStatus()
{
    if (textUntil) return;
    string text = "";
    if (notSelling == PAUSED) text = "Paused\n";
    else if (notSelling != "") text = "Not selling: " + notSelling + "\n";
    integer parked = parkedCount();
    if (parked > 0) text += salesAre(parked) + " parked: " + parkCause + "\n";
    if (heartbeatProblem != "") text += "Platform: " + heartbeatProblem;
    llSetText(llStringTrim(text, STRING_TRIM), <1.0, 0.4, 0.2>, 1.0);
}

openMenu(key avatar, string text, list buttons)
{
    if (!menuUntil) menuListener = llListen(menuChannel, "", NULL_KEY, "");
    menuUntil = llGetUnixTime() + MENU_TIMEOUT;
    llDialog(avatar, text, buttons, menuChannel);
}

// The buyer's latest purchase at this vendor is delivered again: a vendor sells one item, so there is nothing to pick.
askPurchases(key avatar)
{
    if (customer != NULL_KEY)
    {
        tell(avatar, "The vendor is helping someone else. Please try again in a minute.");
        return;
    }
    purchasesRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/purchases?buyer=" + llEscapeURL((string)avatar)
        + "&vendor_id=" + llEscapeURL(VENDOR_KEY), apiParameters("GET"), "");
    if (purchasesRequest == NULL_KEY)
    {
        tell(avatar, "The vendor is busy. Please try again in a minute.");
        return;
    }
    customer = avatar;
    customerUntil = llGetUnixTime() + WATCHDOG_SECONDS + 10;
    tell(avatar, "Looking up your purchases here...");
}

redeliveryRefused(integer status, string body)
{
    tell(customer, "Your redelivery could not be requested: " + answerText(body));
    customer = NULL_KEY;
    if (status == 401 || status == 403 || status == 404 || status == 400)
    {
        notifyOwner("redelivery " + (string)status, "Error processing redelivery: the platform answered " + (string)status + " (" + answerText(body) + ").");
    }
}

onPurchasesAnswer(integer status, string body)
{
    purchasesRequest = NULL_KEY;
    if (status != 200 || llSubStringIndex(body, "\"purchases\"") == -1)
    {
        redeliveryRefused(status, body);
        return;
    }
    // The newest purchase comes first. A long list is cut at 2048 bytes, so the id is read from the text.
    integer at = llSubStringIndex(body, "\"transaction_id\":");
    if (at == -1)
    {
        tell(customer, "No purchase from this vendor was found for you.");
        customer = NULL_KEY;
        return;
    }
    integer transactionId = (integer)llGetSubString(body, at + 17, at + 30);
    customerUntil = llGetUnixTime() + WATCHDOG_SECONDS + 10;
    redeliveryRequest = llHTTPRequest(API_BASE_URL + "/api/redeliveries", apiParameters("POST"),
        llList2Json(JSON_OBJECT, ["transaction_id", transactionId, "requested_by", (string)customer]));
    if (redeliveryRequest == NULL_KEY)
    {
        tell(customer, "The vendor is busy. Please try again in a minute.");
        customer = NULL_KEY;
    }
}

onRedeliveryAnswer(integer status, string body)
{
    redeliveryRequest = NULL_KEY;
    if (status != 201)
    {
        redeliveryRefused(status, body);
        return;
    }
    tell(customer, "Your redelivery request was submitted. The item will be sent to you shortly.");
    customer = NULL_KEY;
}

onAnswer(key request, integer status, string body)
{
    if (request == saleRequest) onSaleAnswer(status, body);
    else if (request == heartbeatRequest) onHeartbeatAnswer(status, body);
    else if (request == purchasesRequest) onPurchasesAnswer(status, body);
    else if (request == redeliveryRequest) onRedeliveryAnswer(status, body);
    if (saleRequest == NULL_KEY && llGetUnixTime() >= sendAt) sendNextSale();
    updateSelling();
    wake();
}

// The one timer does the watchdog, the back-off, the heartbeat, the hourly probe and the menu timeouts.
tick()
{
    integer now = llGetUnixTime();
    // No answer within a minute: treated like a 499, so the same sale (same sale_id) is sent again.
    if (saleRequest != NULL_KEY && now >= watchdogAt) onSaleAnswer(499, "No answer within a minute.");
    if (now >= sendAt) sendNextSale();
    if (now >= heartbeatAt) sendHeartbeat();
    if (now >= probeAt) probeParked();
    if (menuUntil && now >= menuUntil)
    {
        llListenRemove(menuListener);
        menuUntil = 0;
    }
    if (customer != NULL_KEY && now >= customerUntil)
    {
        tell(customer, "The platform did not answer. Please try again later.");
        customer = NULL_KEY;
        purchasesRequest = NULL_KEY;
        redeliveryRequest = NULL_KEY;
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
    else if (apiReady && queuedCount() > 0 && sendAt < next) next = sendAt;
    if (parkedCount() > 0) next = sooner(next, probeAt);
    next = sooner(next, menuUntil);
    if (customer != NULL_KEY) next = sooner(next, customerUntil);
    next = sooner(next, textUntil);
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

// Refunds a payment; FALSE when the vendor lacks permission to, and the owner is asked to refund by hand.
integer refund(key payer, integer amount, string reason)
{
    if (llGetPermissions() & PERMISSION_DEBIT)
    {
        tell(payer, reason + " Your L$" + (string)amount + " is being refunded.");
        llTransferLindenDollars(payer, amount);
        return TRUE;
    }
    tell(payer, reason + " The owner has been asked to refund your L$" + (string)amount + ".");
    llInstantMessage(llGetOwner(), "Vendor " + llGetObjectName() + " in " + llGetRegionName() + ": could not refund L$" + (string)amount
        + " to " + llKey2Name(payer) + " (" + (string)payer + "): " + reason + " Refund it by hand.");
    return FALSE;
}

// Not live yet: the setup is checked and permission to refund is asked for. This state has no money event,
// so the vendor cannot be paid in it. Sales kept from before are still sent when the platform settings are valid.
default
{
    state_entry()
    {
        if (begin() != "") return;
        notSelling = "waiting for permission to refund wrong payments.";
        showStatus();
        // Refunding a wrong payment needs permission to take L$ from the owner.
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
        // No payment can be waiting in this state, so starting again loses nothing; the sales stay in linkset data.
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
// the owner menu and the buyer's Redeliver menu stay reachable. LSL has no call that opens the pay dialog,
// so a vendor that opened a menu on a left-click would make every buyer right-click to pay instead.
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
        if (amount != PRICE)
        {
            refund(buyer, amount, "The price of " + ITEM_NAME + " is L$" + (string)PRICE + ".");
            return;
        }
        // Checked again here: a change of contents may still wait in the event queue behind this payment.
        string problem = notSelling;
        if (problem == "") problem = itemProblem();
        if (problem != "")
        {
            refund(buyer, amount, "The vendor is not selling right now.");
            if (notSelling == "") notifyOwner("setup: " + problem, "a payment was refunded because " + problem);
            updateSelling();
            wake();
            return;
        }
        // The sale is kept before the item is given: a sale that cannot be kept is refunded instead.
        if (!storeSale(saleBody(buyer, amount)))
        {
            refund(buyer, amount, "The vendor cannot take more sales right now.");
            updateSelling();
            return;
        }
        llGiveInventory(buyer, ITEM_NAME);
        tell(buyer, "Thank you for buying " + ITEM_NAME + ".");
        if (saleRequest == NULL_KEY && llGetUnixTime() >= sendAt) sendNextSale();
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

    transaction_result(key transfer, integer success, string data)
    {
        if (!success)
        {
            llInstantMessage(llGetOwner(), "Vendor " + llGetObjectName() + " in " + llGetRegionName()
                + ": a refund failed (" + data + "). Refund the buyer by hand; your transaction history shows the payment.");
        }
    }

    touch_start(integer touches)
    {
        integer index;
        for (index = 0; index < touches; index++)
        {
            key avatar = llDetectedKey(index);
            if (avatar == llGetOwner())
            {
                openMenu(avatar, "Vendor of " + ITEM_NAME + ": " + (string)queuedCount() + " sale(s) waiting to be recorded, "
                    + (string)parkedCount() + " parked.", [RETRY_NOW, STATUS, CANCEL]);
            }
            else
            {
                string offer = "Pay the vendor to buy " + ITEM_NAME + " for L$" + (string)PRICE + ".";
                if (notSelling != "") offer = "This vendor is not selling right now.";
                if (OFFER_REDELIVERY && apiReady) openMenu(avatar, offer + "\nBought it here before? Redeliver sends your latest purchase here again.", [REDELIVER, CANCEL]);
                else tell(avatar, offer);
            }
        }
        wake();
    }

    listen(integer channel, string name, key speaker, string message)
    {
        if (message == RETRY_NOW && speaker == llGetOwner()) retryParked();
        else if (message == STATUS && speaker == llGetOwner()) statusText();
        else if (message == REDELIVER && OFFER_REDELIVERY && apiReady) askPurchases(speaker);
        updateSelling();
        wake();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER)
        {
            // The sales belong to the merchant who made them: they stay, and are sent with the setup in the script.
            ownerChanged = TRUE;
            updateSelling();
            string kept = "";
            if (queuedCount() + parkedCount() > 0) kept = " " + salesAre(queuedCount() + parkedCount()) + " kept for its previous owner.";
            llInstantMessage(llGetOwner(), "Vendor " + llGetObjectName() + ": it now belongs to you and does not sell until you put your own API key and vendor key in the script."
                + kept + " See the setup guide on the LSL Integration page.");
        }
        if (changes & CHANGED_INVENTORY) updateSelling();
        if (changes & (CHANGED_REGION_START | CHANGED_OWNER)) resume();
    }

    on_rez(integer parameter)
    {
        resume();
    }
}
