// Delivery box: gives items again to buyers whose redelivery requests are waiting on the vendor platform.
// Put every item you sell in this object's contents, named exactly as in the platform. Setup: lsl/README.md.

// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// Your API key: Settings -> API -> Generate New Key. No vendor key is needed here.
string API_KEY = "YOUR_API_KEY";
// Seconds between two looks at the waiting requests.
float POLL_INTERVAL = 30.0;
// ------------------------------------------------

float FIRST_RETRY_DELAY = 5.0;
float LONGEST_RETRY_DELAY = 300.0;
// llHTTPRequest allows about 25 requests per 20 seconds per object.
float THROTTLED_DELAY = 20.0;
// Request ids given recently: if a report about one was refused, the platform still lists it and it must not be given twice.
integer REMEMBERED_REQUESTS = 20;

// Reports waiting to be sent, two entries each: the path and the JSON body.
list waitingReports;
list givenRequestIds;
key pollRequest = NULL_KEY;
key reportRequest = NULL_KEY;
float retryDelay = 5.0;

list apiParameters(string method)
{
    return [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY];
}

integer isKey(string text)
{
    if ((key)text) return TRUE;
    return FALSE;
}

retryLater(float minimumDelay)
{
    float delay = retryDelay;
    if (delay < minimumDelay) delay = minimumDelay;
    llSetTimerEvent(delay);
    retryDelay = retryDelay * 2;
    if (retryDelay > LONGEST_RETRY_DELAY) retryDelay = LONGEST_RETRY_DELAY;
}

poll()
{
    pollRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/redeliveries/pending", apiParameters("GET"), "");
    if (pollRequest == NULL_KEY) retryLater(THROTTLED_DELAY);
}

sendNextReport()
{
    if (llGetListLength(waitingReports) == 0)
    {
        llSetTimerEvent(POLL_INTERVAL);
        return;
    }
    reportRequest = llHTTPRequest(API_BASE_URL + llList2String(waitingReports, 0), apiParameters("POST"), llList2String(waitingReports, 1));
    if (reportRequest == NULL_KEY) retryLater(THROTTLED_DELAY);
}

integer isRetryable(integer status)
{
    // 499: the request failed or timed out inside the simulator.
    return status == 499 || status == 429 || status >= 500;
}

// Why the item cannot be given, or "" when it can.
string deliveryProblem(string buyer, string item)
{
    if (!isKey(buyer)) return "The buyer key is not a valid avatar key.";
    if (item == "" || item == JSON_INVALID || item == JSON_NULL) return "The request names no item.";
    if (item == llGetScriptName()) return "The delivery script itself cannot be given.";
    if (llGetInventoryType(item) == INVENTORY_NONE) return "The item " + item + " is not in the delivery box.";
    if (!(llGetInventoryPermMask(item, MASK_OWNER) & PERM_TRANSFER)) return "The item " + item + " cannot be transferred.";
    return "";
}

handleRequest(integer id, string buyer, string item)
{
    if (llListFindList(givenRequestIds, [id]) != -1) return;
    givenRequestIds += [id];
    if (llGetListLength(givenRequestIds) > REMEMBERED_REQUESTS) givenRequestIds = llDeleteSubList(givenRequestIds, 0, 0);
    string path = "/api/lsl/redeliveries/" + (string)id;
    string problem = deliveryProblem(buyer, item);
    if (problem == "")
    {
        llGiveInventory((key)buyer, item);
        waitingReports += [path + "/delivered", "{}"];
    }
    else
    {
        waitingReports += [path + "/failed", llList2Json(JSON_OBJECT, ["reason", problem])];
    }
}

handlePending(list metadata, string body)
{
    if (llListFindList(metadata, [HTTP_BODY_TRUNCATED]) != -1 || llJsonGetValue(body, ["requests"]) == JSON_INVALID)
    {
        llOwnerSay("Error processing redelivery: the list of waiting requests could not be read: " + body);
        return;
    }
    integer index = 0;
    string id = llJsonGetValue(body, ["requests", index, "id"]);
    while (id != JSON_INVALID)
    {
        handleRequest((integer)id, llJsonGetValue(body, ["requests", index, "buyer"]), llJsonGetValue(body, ["requests", index, "item"]));
        index++;
        id = llJsonGetValue(body, ["requests", index, "id"]);
    }
}

default
{
    state_entry()
    {
        if (API_KEY == "" || API_KEY == "YOUR_API_KEY")
        {
            llOwnerSay("Set API_KEY at the top of the script (Settings -> API -> Generate New Key), then reset the script.");
            return;
        }
        llSetTimerEvent(POLL_INTERVAL);
        poll();
    }

    timer()
    {
        if (pollRequest != NULL_KEY || reportRequest != NULL_KEY) return;
        llSetTimerEvent(POLL_INTERVAL);
        // Look for new requests only once every report is sent, so a request is never handled twice.
        if (llGetListLength(waitingReports) > 0) sendNextReport();
        else poll();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (request == pollRequest)
        {
            pollRequest = NULL_KEY;
            if (status == 200)
            {
                retryDelay = FIRST_RETRY_DELAY;
                handlePending(metadata, body);
                sendNextReport();
            }
            else if (isRetryable(status)) retryLater(FIRST_RETRY_DELAY);
            else
            {
                llOwnerSay("Error processing redelivery: " + body);
                retryLater(LONGEST_RETRY_DELAY);
            }
        }
        else if (request == reportRequest)
        {
            reportRequest = NULL_KEY;
            if (isRetryable(status))
            {
                retryLater(FIRST_RETRY_DELAY);
                return;
            }
            if (status < 200 || status > 299) llOwnerSay("Error processing redelivery: " + body);
            else retryDelay = FIRST_RETRY_DELAY;
            waitingReports = llDeleteSubList(waitingReports, 0, 1);
            sendNextReport();
        }
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER) llResetScript();
    }
}
