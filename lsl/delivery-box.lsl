// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// TRUE only for a test server reached over plain http:// (the API key then travels in clear): scripts refuse http:// otherwise.
integer TEST_SERVER = FALSE;
// Your API key: Settings -> API -> Generate New Key.
string API_KEY = "YOUR_API_KEY";
// This box's key, shown in the Delivery Boxes section of the LSL Integration page. Each box has its own.
string BOX_KEY = "YOUR_BOX_KEY";
// ------------------------------------------------

// Delivery box: gives items again to buyers whose redelivery requests the platform handed to this box, and
// gives a product's new version to its past buyers when the merchant sends an update.
// Put copies of the items you sell in this object's contents, named exactly as on the platform.
// Setup: see the setup guide on the LSL Integration page.
//
// The box tells the platform what it holds and that it is online (a heartbeat every 5 minutes). The platform
// hands each request to an online box that holds the item and pings the box's own URL, so the box fetches it
// at once; without a URL the box looks for its requests every 60 seconds. A box that falls silent loses its
// requests to another box. Reports wait in linkset data until the platform confirms them, and the box
// remembers the requests it gave, so a reset neither loses a report nor gives an item twice.
// With in-world notifications on (Settings -> Notifications), the platform's news for the owner comes with the
// box's poll, and the box sends each as an instant message to its owner.

string SCRIPT_VERSION = "2.2.0";

integer POLL_INTERVAL = 60;
// A platform ping fetches at once, but never more often than this many seconds.
integer PING_GAP = 2;
// A full page of requests (10) is followed by another look after this many seconds.
integer NEXT_PAGE_DELAY = 5;
integer FIRST_RETRY_DELAY = 5;
integer LONGEST_RETRY_DELAY = 300;
integer RATE_LIMITED_DELAY = 60;
// llHTTPRequest allows about 25 requests per 20 seconds per object.
integer THROTTLED_DELAY = 20;
// A request the simulator never answers is treated as failed (499) after this long.
integer WATCHDOG_SECONDS = 60;
// The contents are reported this many seconds after the last change, so a batch of new items makes one report.
integer INVENTORY_DELAY = 5;
integer ITEMS_PER_CALL = 50;
integer PAGE_SIZE = 10;
// Requests given recently: a request listed again after its report was lost is reported, not given twice.
// A request is named by its id, an update delivery by "u" and its id (the two are numbered apart).
integer REMEMBERED_REQUESTS = 20;
integer NOTICE_INTERVAL = 3600;

// Linkset data names: "report:<request name>" holds a report waiting to be sent.
string REPORT = "report:";
string GIVEN = "box:given";
string NOTICES = "box:notices";

// What the request in flight is.
integer POLL = 1;
integer SEND_REPORT = 2;
integer SEND_INVENTORY = 3;

string setupProblem = "Starting...";
string lastError = "";
string heartbeatProblem = "";
integer heartbeatInterval = 300;

key workRequest = NULL_KEY;
integer workKind;
// The linkset data name of the report in flight.
string workName;
integer workAt;
integer watchdogAt;
integer retryDelay = 5;
integer pollAt;
integer pollWanted = FALSE;
integer lastPollAt;
integer heartbeatAt;
key heartbeatRequest = NULL_KEY;
integer heartbeatHadUrl = FALSE;
integer urlRefused = FALSE;

key urlRequest = NULL_KEY;
string boxUrl = "";

// Index of the next contents entry to report, or -1 when the platform knows them all.
integer inventoryFrom = -1;
integer inventoryNext;
integer inventoryAppend;
integer inventoryAt;
integer inventoryRound;
integer sentRound;

list given;

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
    llInstantMessage(llGetOwner(), "Delivery box " + llGetObjectName() + " in " + llGetRegionName() + ": " + message);
}

integer reportsWaiting()
{
    return llLinksetDataCountFound("^report:");
}

string checkSetup()
{
    if (llGetSubString(API_BASE_URL, -1, -1) == "/") API_BASE_URL = llDeleteSubString(API_BASE_URL, -1, -1);
    if (API_BASE_URL == "https://vendors.example.com") return "API_BASE_URL is still the example address. Put the platform's address in the script.";
    if (llSubStringIndex(API_BASE_URL, "https://") != 0 && llSubStringIndex(API_BASE_URL, "http://") != 0) return "API_BASE_URL must start with https://.";
    if (llSubStringIndex(API_BASE_URL, "http://") == 0 && !TEST_SERVER) return "API_BASE_URL starts with http://, which sends your API key in clear. Use the platform's https:// address (or set TEST_SERVER = TRUE for a test server).";
    if (API_KEY == "" || API_KEY == "YOUR_API_KEY") return "API_KEY is not set. Put your API key in the script (Settings -> API -> Generate New Key).";
    if (!isKey(BOX_KEY)) return "BOX_KEY is not set. Put this box's key from the Delivery Boxes section of the LSL Integration page in the script.";
    return "";
}

// A URL dies when the region restarts, the box changes region or is rezzed again: ask for a new one then.
requestUrl()
{
    if (boxUrl != "") llReleaseURL(boxUrl);
    boxUrl = "";
    urlRefused = FALSE;
    urlRequest = llRequestURL();
}

retryLater(integer minimumDelay)
{
    integer delay = retryDelay;
    if (delay < minimumDelay) delay = minimumDelay;
    workAt = llGetUnixTime() + delay;
    retryDelay = retryDelay * 2;
    if (retryDelay > LONGEST_RETRY_DELAY) retryDelay = LONGEST_RETRY_DELAY;
}

startWork(integer kind, string path, string method, string body)
{
    workKind = kind;
    workRequest = llHTTPRequest(API_BASE_URL + path, apiParameters(method), body);
    if (workRequest != NULL_KEY)
    {
        watchdogAt = llGetUnixTime() + WATCHDOG_SECONDS;
        return;
    }
    // A look for requests that could not go out is made as soon as the pause is over, not at the next minute.
    if (kind == POLL) pollWanted = TRUE;
    retryLater(THROTTLED_DELAY);
}

// One request at a time: waiting reports first, then the contents, then a look for new requests.
// New requests are fetched only once every report is sent, so a request is never handled twice.
work()
{
    integer now = llGetUnixTime();
    if (setupProblem != "" || workRequest != NULL_KEY || now < workAt) return;
    workName = llList2String(llLinksetDataFindKeys("^report:", 0, 1), 0);
    if (workName != "")
    {
        string report = llLinksetDataRead(workName);
        integer split = llSubStringIndex(report, "\n");
        // Not a report this script wrote (another script used the name): it cannot be sent.
        if (split < 1) llLinksetDataDelete(workName);
        else startWork(SEND_REPORT, llGetSubString(report, 0, split - 1), "POST", llGetSubString(report, split + 1, -1));
    }
    else if (inventoryFrom >= 0 && now >= inventoryAt) sendInventory();
    else if ((pollWanted && now >= lastPollAt + PING_GAP) || now >= pollAt)
    {
        pollWanted = FALSE;
        lastPollAt = now;
        pollAt = now + POLL_INTERVAL;
        // notices=1: the answer also brings the owner's in-world notifications (Settings -> Notifications).
        startWork(POLL, "/api/lsl/redeliveries/pending?box_id=" + llEscapeURL(BOX_KEY) + "&notices=1", "GET", "");
    }
}

// Only items the box can give and still keep: the owner can transfer and copy them.
integer canGive(string name)
{
    if (name == llGetScriptName()) return FALSE;
    integer mask = llGetInventoryPermMask(name, MASK_OWNER);
    return (mask & PERM_TRANSFER) && (mask & PERM_COPY);
}

startInventory()
{
    inventoryRound++;
    inventoryFrom = 0;
    inventoryAppend = FALSE;
    inventoryAt = llGetUnixTime() + INVENTORY_DELAY;
}

// Reports the contents at most 50 names a call: the first call replaces what the platform knew, the next ones add.
sendInventory()
{
    list names = [];
    integer count = llGetInventoryNumber(INVENTORY_ALL);
    integer index = inventoryFrom;
    while (index < count && llGetListLength(names) < ITEMS_PER_CALL)
    {
        string name = llGetInventoryName(INVENTORY_ALL, index);
        if (canGive(name)) names += [jsonText(name)];
        index++;
    }
    inventoryNext = index;
    sentRound = inventoryRound;
    string append = JSON_FALSE;
    if (inventoryAppend) append = JSON_TRUE;
    startWork(SEND_INVENTORY, "/api/lsl/boxes/inventory", "PUT",
        llList2Json(JSON_OBJECT, ["box_id", BOX_KEY, "items", llList2Json(JSON_ARRAY, names), "append", append]));
}

remember(string name)
{
    given += [name];
    if (llGetListLength(given) > REMEMBERED_REQUESTS) given = llDeleteSubList(given, 0, 0);
    llLinksetDataWrite(GIVEN, llList2CSV(given));
}

// A report waits in linkset data as its path, a line break and its body.
writeReport(string name, string path, string outcome, string reason)
{
    list body = ["box_id", BOX_KEY];
    if (reason != "") body += ["reason", jsonText(reason)];
    llLinksetDataWrite(REPORT + name, path + "/" + outcome + "\n" + llList2Json(JSON_OBJECT, body));
}

// Why the item cannot be given, or "" when it can.
string deliveryProblem(string buyer, string item)
{
    if (!isKey(buyer)) return "The buyer key is not a valid avatar key.";
    if (item == "" || item == JSON_INVALID || item == JSON_NULL) return "The request names no item.";
    if (item == llGetScriptName()) return "The delivery script itself cannot be given.";
    if (llGetInventoryType(item) == INVENTORY_NONE) return "The item " + item + " is not in the delivery box.";
    if (!(llGetInventoryPermMask(item, MASK_OWNER) & PERM_TRANSFER)) return "The item " + item + " cannot be transferred.";
    if (!(llGetInventoryPermMask(item, MASK_OWNER) & PERM_COPY)) return "The item " + item + " is no-copy: the box would give away its only copy.";
    return "";
}

// name: how the box remembers the request; path: where its report goes.
handleRequest(string name, string path, string buyer, string item)
{
    // Its report is still waiting: it was handled already.
    if (llLinksetDataRead(REPORT + name) != "") return;
    // Given before, but the platform has not heard so: say so again rather than give it twice.
    if (llListFindList(given, [name]) != -1)
    {
        writeReport(name, path, "delivered", "");
        return;
    }
    string problem = deliveryProblem(buyer, item);
    if (problem != "")
    {
        writeReport(name, path, "failed", problem);
        return;
    }
    // Remembered and reported before it is given: llGiveInventory gives no sign of success anyway.
    remember(name);
    writeReport(name, path, "delivered", "");
    llGiveInventory((key)buyer, item);
}

onPoll(integer status, list metadata, string body)
{
    if (status == 200)
    {
        // A list cut off at 2048 bytes could hide a request: it is not read at all.
        if (llListFindList(metadata, [HTTP_BODY_TRUNCATED]) != -1 || llJsonGetValue(body, ["requests"]) == JSON_INVALID)
        {
            lastError = "the list of waiting deliveries could not be read";
            notifyOwner("pending unreadable", "Error processing redelivery: " + lastError + " (cut off, or not the platform's answer). Is API_BASE_URL the platform's address?");
            retryLater(LONGEST_RETRY_DELAY);
            return;
        }
        retryDelay = FIRST_RETRY_DELAY;
        integer index = 0;
        string id = llJsonGetValue(body, ["requests", index, "id"]);
        while (id != JSON_INVALID)
        {
            id = (string)((integer)id);
            // An update delivery (a product's new version for a past buyer) has its own ids and report route.
            if (llJsonGetValue(body, ["requests", index, "kind"]) == "update")
                handleRequest("u" + id, "/api/lsl/update-deliveries/" + id, llJsonGetValue(body, ["requests", index, "buyer"]), llJsonGetValue(body, ["requests", index, "item"]));
            else
                handleRequest(id, "/api/lsl/redeliveries/" + id, llJsonGetValue(body, ["requests", index, "buyer"]), llJsonGetValue(body, ["requests", index, "item"]));
            index++;
            id = llJsonGetValue(body, ["requests", index, "id"]);
        }
        // The owner's notifications, one instant message each (it reaches them offline too; each holds the script 2 s).
        integer notice = 0;
        string text = llJsonGetValue(body, ["notices", notice]);
        while (text != JSON_INVALID)
        {
            llInstantMessage(llGetOwner(), "SL Vendor Platform: " + text);
            notice++;
            text = llJsonGetValue(body, ["notices", notice]);
        }
        // A full page may have more behind it.
        if (index >= PAGE_SIZE) pollAt = llGetUnixTime() + NEXT_PAGE_DELAY;
        return;
    }
    lastError = (string)status + " (" + answerText(body) + ")";
    if (status == 499 || status == 429 || (status >= 500 && status <= 599))
    {
        pollWanted = TRUE;
        if (status == 429) retryLater(RATE_LIMITED_DELAY);
        else retryLater(FIRST_RETRY_DELAY);
        return;
    }
    notifyOwner("pending " + (string)status, "Error processing redelivery: the platform answered " + lastError
        + " when asked for waiting deliveries. Check API_KEY and BOX_KEY in the script (see the setup guide on the LSL Integration page).");
    retryLater(LONGEST_RETRY_DELAY);
}

onReport(integer status, string body)
{
    if (status >= 200 && status <= 299)
    {
        llLinksetDataDelete(workName);
        retryDelay = FIRST_RETRY_DELAY;
        return;
    }
    lastError = (string)status + " (" + answerText(body) + ")";
    if (status == 499 || status == 429 || (status >= 500 && status <= 599))
    {
        if (status == 429) retryLater(RATE_LIMITED_DELAY);
        else retryLater(FIRST_RETRY_DELAY);
        return;
    }
    // Refused: the platform hands an unconfirmed request out again after 10 minutes, so the report is dropped.
    llLinksetDataDelete(workName);
    notifyOwner("report " + (string)status, "Error processing redelivery: the platform answered " + lastError + " to the report on request "
        + llGetSubString(workName, llStringLength(REPORT), -1) + "; the report was dropped and the platform will hand the request out again.");
}

onInventory(integer status, string body)
{
    // The contents changed while this call was on its way: the report starts again from the top.
    if (sentRound != inventoryRound) return;
    if (status == 200)
    {
        retryDelay = FIRST_RETRY_DELAY;
        inventoryAppend = TRUE;
        inventoryFrom = inventoryNext;
        if (inventoryFrom >= llGetInventoryNumber(INVENTORY_ALL)) inventoryFrom = -1;
        return;
    }
    lastError = (string)status + " (" + answerText(body) + ")";
    if (status == 499 || status == 429 || (status >= 500 && status <= 599))
    {
        if (status == 429) retryLater(RATE_LIMITED_DELAY);
        else retryLater(FIRST_RETRY_DELAY);
        return;
    }
    // Sent again when the contents change or the script starts.
    inventoryFrom = -1;
    notifyOwner("inventory " + (string)status, "Error processing redelivery: the platform answered " + lastError
        + " to the list of items this box holds. Check API_KEY and BOX_KEY in the script; the list is sent again when the script starts or the contents change.");
}

sendHeartbeat()
{
    heartbeatAt = llGetUnixTime() + heartbeatInterval;
    if (setupProblem != "") return;
    list body = ["kind", "delivery-box", "box_id", BOX_KEY, "object_key", (string)llGetKey(), "object_name", jsonText(llGetObjectName()),
        "region", jsonText(llGetRegionName()), "position", (string)llGetPos(), "script_version", jsonText(SCRIPT_VERSION),
        "queued", reportsWaiting(), "parked", 0, "free_memory", llGetFreeMemory()];
    heartbeatHadUrl = (boxUrl != "" && !urlRefused);
    if (heartbeatHadUrl) body += ["url", boxUrl];
    heartbeatRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/heartbeat", apiParameters("POST"), llList2Json(JSON_OBJECT, body));
}

onHeartbeat(integer status, string body)
{
    heartbeatRequest = NULL_KEY;
    if (status == 200)
    {
        heartbeatProblem = "";
        integer seconds = (integer)llJsonGetValue(body, ["heartbeat_seconds"]);
        if (seconds >= 60 && seconds <= 900) heartbeatInterval = seconds;
        return;
    }
    if (status == 400 && heartbeatHadUrl)
    {
        // The platform does not accept this URL: the box stays online without it and keeps looking every 60 seconds.
        urlRefused = TRUE;
        sendHeartbeat();
        return;
    }
    // A heartbeat is never queued: the next one replaces it.
    if (status != 401 && status != 403 && status != 404) return;
    heartbeatProblem = (string)status + " (" + answerText(body) + ")";
    notifyOwner("heartbeat " + heartbeatProblem, "the platform answered " + heartbeatProblem
        + " to its heartbeat. Check API_KEY and BOX_KEY in the script (see the setup guide on the LSL Integration page).");
}

showStatus()
{
    if (setupProblem != "")
    {
        llSetText("Not delivering: " + setupProblem, <1.0, 0.4, 0.2>, 1.0);
        return;
    }
    string text = "Delivery box online";
    if (heartbeatProblem != "") text = "Delivery box offline: the platform answered " + heartbeatProblem;
    if (urlRefused) text += "\nLooking for deliveries every 60 s (the platform did not accept its URL)";
    else if (boxUrl == "") text += "\nLooking for deliveries every 60 s";
    integer waiting = reportsWaiting();
    if (waiting > 0) text += "\n" + (string)waiting + " deliveries waiting to be reported";
    if (lastError != "") text += "\nLast error: " + lastError;
    llSetText(text, <1.0, 1.0, 1.0>, 1.0);
}

onAnswer(key request, integer status, list metadata, string body)
{
    if (request == heartbeatRequest) onHeartbeat(status, body);
    else if (request == workRequest)
    {
        workRequest = NULL_KEY;
        if (workKind == POLL) onPoll(status, metadata, body);
        else if (workKind == SEND_REPORT) onReport(status, body);
        else onInventory(status, body);
        if (status >= 200 && status <= 299) lastError = "";
    }
    else return;
    work();
    showStatus();
    wake();
}

// The one timer does the watchdog, the back-off, the polling, the heartbeat and the delayed contents report.
tick()
{
    integer now = llGetUnixTime();
    // No answer within a minute: treated like a 499, so it is tried again after a pause.
    if (workRequest != NULL_KEY && now >= watchdogAt) onAnswer(workRequest, 499, [], "No answer within a minute.");
    if (now >= heartbeatAt) sendHeartbeat();
    work();
    showStatus();
    wake();
}

wake()
{
    integer next = heartbeatAt;
    if (workRequest != NULL_KEY)
    {
        if (watchdogAt < next) next = watchdogAt;
    }
    else if (setupProblem == "")
    {
        integer at = pollAt;
        if (pollWanted && lastPollAt + PING_GAP < at) at = lastPollAt + PING_GAP;
        if (inventoryFrom >= 0 && inventoryAt < at) at = inventoryAt;
        if (reportsWaiting() > 0) at = 0;
        if (workAt > at) at = workAt;
        if (at < next) next = at;
    }
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

// After a reset, a rez or a region restart: requests in flight are gone and the URL is dead.
resume()
{
    workRequest = NULL_KEY;
    heartbeatRequest = NULL_KEY;
    workAt = 0;
    pollAt = 0;
    heartbeatAt = 0;
    if (setupProblem == "") requestUrl();
    tick();
}

default
{
    state_entry()
    {
        if (llLinksetDataRead(GIVEN) != "") given = llCSV2List(llLinksetDataRead(GIVEN));
        setupProblem = checkSetup();
        if (setupProblem != "")
        {
            showStatus();
            llOwnerSay("Not delivering: " + setupProblem + " See the setup guide on the LSL Integration page.");
            notifyOwner("setup: " + setupProblem, "not delivering: " + setupProblem);
        }
        else startInventory();
        resume();
    }

    on_rez(integer parameter)
    {
        resume();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER) llResetScript();
        if (changes & (CHANGED_REGION_START | CHANGED_REGION)) resume();
        if ((changes & CHANGED_INVENTORY) && setupProblem == "")
        {
            startInventory();
            wake();
        }
    }

    http_request(key id, string method, string body)
    {
        if (method == URL_REQUEST_GRANTED)
        {
            if (id != urlRequest)
            {
                llReleaseURL(body);
                return;
            }
            boxUrl = body;
            // The platform learns the URL at once, so it can ping the box from now on.
            sendHeartbeat();
        }
        else if (method == URL_REQUEST_DENIED)
        {
            // No URL: the box keeps looking for deliveries every 60 seconds.
            boxUrl = "";
            notifyOwner("url denied", "it could not get a URL for prompt delivery (" + body + "), so it looks for deliveries every 60 seconds instead.");
        }
        else if (method == "POST")
        {
            // The platform's ping, e.g. {"deliveries": 2}: answer at once, then fetch.
            llHTTPResponse(id, 200, "OK");
            pollWanted = TRUE;
            work();
        }
        else llHTTPResponse(id, 405, "Method not allowed");
        showStatus();
        wake();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        onAnswer(request, status, metadata, body);
    }

    timer()
    {
        tick();
    }
}
