// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// TRUE only for a test server reached over plain http:// (the API key then travels in clear): scripts refuse http:// otherwise.
integer TEST_SERVER = FALSE;
// Your API key: Settings -> API -> Generate New Key. No vendor key is needed here.
string API_KEY = "YOUR_API_KEY";
// ------------------------------------------------

// Redelivery terminal: a buyer touches it, picks one of their past purchases and files a redelivery request.
// A delivery box then gives the item again. Setup: see the setup guide on the LSL Integration page.

string SCRIPT_VERSION = "2.2.0";

integer MENU_TIMEOUT = 60;
// llDialog shows at most 12 buttons: 8 purchases plus Back, More, Web link and Cancel.
integer PAGE_SIZE = 8;
// llDialog button labels are cut at 24 bytes; Base64 turns every 3 bytes into 4 characters.
integer BUTTON_LABEL_BASE64_LENGTH = 32;
// 20 purchases with long item names can pass the default 2048-byte cut of a response.
integer PURCHASES_BODY_LIMIT = 8192;
integer NOTICE_INTERVAL = 3600;
string NOTICES = "terminal:notices";
string BACK = "< Back";
string MORE = "More >";
string CANCEL = "Cancel";
string WEB_LINK = "Web link";

string setupProblem = "";
integer heartbeatInterval = 300;
integer heartbeatAt;
key heartbeatRequest = NULL_KEY;

key customer = NULL_KEY;
// When the buyer's session ends if nothing happens; 0 without a session.
integer sessionUntil;
integer menuChannel;
integer menuListener;
integer page;
// Three entries per purchase: transaction id, button label, summary line.
list purchases;
key purchasesRequest = NULL_KEY;
key redeliveryRequest = NULL_KEY;
key linkRequest = NULL_KEY;

list apiParameters(string method)
{
    return [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY];
}

// A JSON string for llList2Json: it would otherwise trim the text and pass text that looks like JSON unquoted.
string jsonText(string text)
{
    return "\"" + llReplaceSubString(llReplaceSubString(text, "\\", "\\\\", 0), "\"", "\\\"", 0) + "\"";
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
    llInstantMessage(llGetOwner(), "Redelivery terminal " + llGetObjectName() + " in " + llGetRegionName() + ": " + message);
}

string checkSetup()
{
    if (llGetSubString(API_BASE_URL, -1, -1) == "/") API_BASE_URL = llDeleteSubString(API_BASE_URL, -1, -1);
    if (API_BASE_URL == "https://vendors.example.com") return "API_BASE_URL is still the example address. Put the platform's address in the script.";
    if (llSubStringIndex(API_BASE_URL, "https://") != 0 && llSubStringIndex(API_BASE_URL, "http://") != 0) return "API_BASE_URL must start with https://.";
    if (llSubStringIndex(API_BASE_URL, "http://") == 0 && !TEST_SERVER) return "API_BASE_URL starts with http://, which sends your API key in clear. Use the platform's https:// address (or set TEST_SERVER = TRUE for a test server).";
    if (API_KEY == "" || API_KEY == "YOUR_API_KEY") return "API_KEY is not set. Put your API key in the script (Settings -> API -> Generate New Key).";
    return "";
}

tell(key avatar, string message)
{
    llRegionSayTo(avatar, PUBLIC_CHANNEL, message);
}

sendHeartbeat()
{
    heartbeatAt = llGetUnixTime() + heartbeatInterval;
    if (setupProblem != "") return;
    heartbeatRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/heartbeat", apiParameters("POST"), llList2Json(JSON_OBJECT, [
        "kind", "terminal", "object_key", (string)llGetKey(), "object_name", jsonText(llGetObjectName()),
        "region", jsonText(llGetRegionName()), "position", (string)llGetPos(), "script_version", jsonText(SCRIPT_VERSION),
        "queued", 0, "parked", 0, "free_memory", llGetFreeMemory()]));
}

onHeartbeat(integer status, string body)
{
    heartbeatRequest = NULL_KEY;
    if (status == 200)
    {
        llSetText("", <1.0, 1.0, 1.0>, 0.0);
        integer seconds = (integer)llJsonGetValue(body, ["heartbeat_seconds"]);
        if (seconds >= 60 && seconds <= 900) heartbeatInterval = seconds;
        return;
    }
    // A heartbeat is never queued: the next one replaces it.
    if (status != 401 && status != 403 && status != 404) return;
    string problem = (string)status + " (" + answerText(body) + ")";
    llSetText("Platform: " + problem, <1.0, 0.4, 0.2>, 1.0);
    notifyOwner("heartbeat " + problem, "the platform answered " + problem + " to its heartbeat. Check API_KEY in the script (see the setup guide on the LSL Integration page).");
}

// The one timer ends a buyer's session that has waited too long and sends the heartbeat.
wake()
{
    integer next = heartbeatAt;
    if (customer != NULL_KEY && sessionUntil < next) next = sessionUntil;
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

endSession()
{
    llListenRemove(menuListener);
    customer = NULL_KEY;
    sessionUntil = 0;
    purchases = [];
    purchasesRequest = NULL_KEY;
    redeliveryRequest = NULL_KEY;
    linkRequest = NULL_KEY;
}

// The buyer hears what went wrong; the owner hears it too, by instant message at most once an hour per cause.
reportError(string what, integer status, string body)
{
    string problem = (string)status + " (" + answerText(body) + ")";
    tell(customer, "Error processing redelivery: " + answerText(body));
    endSession();
    // 409: the purchase itself cannot be delivered again (refunded, for one); that is the buyer's business only.
    if (status != 409) notifyOwner(what + " " + (string)status, "Error processing redelivery: the platform answered " + problem + " to " + what + ".");
}

startSession(key avatar)
{
    purchasesRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/purchases?buyer=" + llEscapeURL((string)avatar),
        apiParameters("GET") + [HTTP_BODY_MAXLENGTH, PURCHASES_BODY_LIMIT], "");
    if (purchasesRequest == NULL_KEY)
    {
        tell(avatar, "The terminal is busy. Please try again in a minute.");
        return;
    }
    customer = avatar;
    sessionUntil = llGetUnixTime() + MENU_TIMEOUT + 10;
    tell(avatar, "Looking up your purchases...");
}

string buttonLabel(integer number, string item)
{
    return llBase64ToString(llGetSubString(llStringToBase64((string)number + ". " + item), 0, BUTTON_LABEL_BASE64_LENGTH - 1));
}

readPurchases(string body)
{
    purchases = [];
    integer index = 0;
    string transactionId = llJsonGetValue(body, ["purchases", index, "transaction_id"]);
    while (transactionId != JSON_INVALID && index < 20)
    {
        string item = llJsonGetValue(body, ["purchases", index, "item"]);
        string summary = (string)(index + 1) + ". L$" + llJsonGetValue(body, ["purchases", index, "amount"])
            + " on " + llJsonGetValue(body, ["purchases", index, "date"]);
        purchases += [(integer)transactionId, buttonLabel(index + 1, item), summary];
        index++;
        transactionId = llJsonGetValue(body, ["purchases", index, "transaction_id"]);
    }
}

showMenu()
{
    integer count = llGetListLength(purchases) / 3;
    integer first = page * PAGE_SIZE;
    integer last = first + PAGE_SIZE - 1;
    if (last >= count) last = count - 1;
    list buttons;
    string text = "Which purchase should be delivered again?";
    integer index;
    for (index = first; index <= last; index++)
    {
        buttons += [llList2String(purchases, index * 3 + 1)];
        text += "\n" + llList2String(purchases, index * 3 + 2);
    }
    if (page > 0) buttons += [BACK];
    if (last < count - 1) buttons += [MORE];
    text += "\nWeb link: all of them on a web page.";
    buttons += [WEB_LINK, CANCEL];
    llListenRemove(menuListener);
    menuListener = llListen(menuChannel, "", customer, "");
    sessionUntil = llGetUnixTime() + MENU_TIMEOUT;
    llDialog(customer, text, buttons, menuChannel);
}

// A 30-minute page listing the buyer's purchases from this store, each with Redeliver; opened with llLoadURL.
requestLink()
{
    llListenRemove(menuListener);
    purchases = [];
    sessionUntil = llGetUnixTime() + MENU_TIMEOUT + 10;
    linkRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/redelivery-links", apiParameters("POST"),
        llList2Json(JSON_OBJECT, ["avatar", (string)customer, "object_key", (string)llGetKey()]));
    if (linkRequest == NULL_KEY)
    {
        tell(customer, "The terminal is busy. Please try again in a minute.");
        endSession();
    }
}

requestRedelivery(integer transactionId)
{
    llListenRemove(menuListener);
    purchases = [];
    sessionUntil = llGetUnixTime() + MENU_TIMEOUT + 10;
    string body = llList2Json(JSON_OBJECT, ["transaction_id", transactionId, "requested_by", (string)customer]);
    redeliveryRequest = llHTTPRequest(API_BASE_URL + "/api/redeliveries", apiParameters("POST"), body);
    if (redeliveryRequest == NULL_KEY)
    {
        tell(customer, "The terminal is busy. Please try again in a minute.");
        endSession();
    }
}

default
{
    state_entry()
    {
        setupProblem = checkSetup();
        if (setupProblem != "")
        {
            llSetText("Not working: " + setupProblem, <1.0, 0.4, 0.2>, 1.0);
            llOwnerSay("Not working: " + setupProblem + " See the setup guide on the LSL Integration page.");
            notifyOwner("setup: " + setupProblem, "not working: " + setupProblem);
            return;
        }
        llSetText("", <1.0, 1.0, 1.0>, 0.0);
        llSetClickAction(CLICK_ACTION_TOUCH);
        sendHeartbeat();
        wake();
    }

    on_rez(integer parameter)
    {
        sendHeartbeat();
        wake();
    }

    touch_start(integer touches)
    {
        integer index;
        for (index = 0; index < touches; index++)
        {
            key avatar = llDetectedKey(index);
            if (setupProblem != "") tell(avatar, "This terminal is not set up yet.");
            else if (customer == NULL_KEY) startSession(avatar);
            else if (avatar != customer) tell(avatar, "The terminal is helping someone else. Please try again in a minute.");
            // The buyer may have closed the menu with Ignore: show it again.
            else if (llGetListLength(purchases) > 0) showMenu();
        }
        wake();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (request == heartbeatRequest) onHeartbeat(status, body);
        else if (request == purchasesRequest)
        {
            purchasesRequest = NULL_KEY;
            if (status != 200) reportError("the purchase lookup", status, body);
            else
            {
                readPurchases(body);
                if (llGetListLength(purchases) == 0)
                {
                    tell(customer, "No purchases were found for you.");
                    endSession();
                }
                else
                {
                    page = 0;
                    menuChannel = -1 - (integer)llFrand(2000000000.0);
                    showMenu();
                }
            }
        }
        else if (request == linkRequest)
        {
            linkRequest = NULL_KEY;
            if (status != 201) reportError("the web link request", status, body);
            else
            {
                llLoadURL(customer, "Your purchases from this store", llJsonGetValue(body, ["url"]));
                endSession();
            }
        }
        else if (request == redeliveryRequest)
        {
            redeliveryRequest = NULL_KEY;
            if (status != 201) reportError("the redelivery request", status, body);
            else
            {
                tell(customer, "Your redelivery request was submitted. The item will be sent to you shortly.");
                endSession();
            }
        }
        wake();
    }

    listen(integer channel, string name, key speaker, string message)
    {
        if (speaker != customer) return;
        if (message == CANCEL)
        {
            endSession();
            wake();
            return;
        }
        if (message == WEB_LINK)
        {
            requestLink();
            wake();
            return;
        }
        if (message == MORE) page++;
        else if (message == BACK) page--;
        else
        {
            // Labels start with the purchase's number, e.g. "3. Red Dress".
            integer index = (integer)message - 1;
            if (index >= 0 && index < llGetListLength(purchases) / 3)
            {
                requestRedelivery(llList2Integer(purchases, index * 3));
                wake();
                return;
            }
        }
        showMenu();
        wake();
    }

    timer()
    {
        integer now = llGetUnixTime();
        if (customer != NULL_KEY && now >= sessionUntil)
        {
            tell(customer, "The redelivery menu timed out. Touch the terminal to start again.");
            endSession();
        }
        if (now >= heartbeatAt) sendHeartbeat();
        wake();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER) llResetScript();
        if (changes & CHANGED_REGION_START)
        {
            sendHeartbeat();
            wake();
        }
    }
}
