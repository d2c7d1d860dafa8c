// Redelivery terminal: a buyer touches it, picks one of their past purchases and files a redelivery request.
// The delivery box then gives the item again. Setup: lsl/README.md.

// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// Your API key: Settings -> API -> Generate New Key. No vendor key is needed here.
string API_KEY = "YOUR_API_KEY";
// ------------------------------------------------

float MENU_TIMEOUT = 60.0;
// llDialog shows at most 12 buttons: 9 purchases plus Back, More and Cancel.
integer PAGE_SIZE = 9;
// llDialog button labels are cut at 24 bytes; Base64 turns every 3 bytes into 4 characters.
integer BUTTON_LABEL_BASE64_LENGTH = 32;
// 20 purchases with long item names can pass the default 2048-byte cut of a response.
integer PURCHASES_BODY_LIMIT = 8192;
string BACK = "< Back";
string MORE = "More >";
string CANCEL = "Cancel";

key customer = NULL_KEY;
integer menuChannel;
integer menuListener;
integer page;
// Three entries per purchase: transaction id, button label, summary line.
list purchases;
key purchasesRequest = NULL_KEY;
key redeliveryRequest = NULL_KEY;

list apiParameters(string method)
{
    return [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY];
}

tell(key avatar, string message)
{
    llRegionSayTo(avatar, PUBLIC_CHANNEL, message);
}

endSession()
{
    llListenRemove(menuListener);
    llSetTimerEvent(0.0);
    customer = NULL_KEY;
    purchases = [];
    purchasesRequest = NULL_KEY;
    redeliveryRequest = NULL_KEY;
}

reportError(string body)
{
    llOwnerSay("Error processing redelivery: " + body);
    tell(customer, "Error processing redelivery: " + body);
    endSession();
}

startSession(key avatar)
{
    customer = avatar;
    llSetTimerEvent(MENU_TIMEOUT);
    purchasesRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/purchases?buyer=" + llEscapeURL((string)avatar),
        apiParameters("GET") + [HTTP_BODY_MAXLENGTH, PURCHASES_BODY_LIMIT], "");
    if (purchasesRequest == NULL_KEY)
    {
        tell(avatar, "The terminal is busy. Please try again in a minute.");
        endSession();
        return;
    }
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
    buttons += [CANCEL];
    llListenRemove(menuListener);
    menuListener = llListen(menuChannel, "", customer, "");
    llSetTimerEvent(MENU_TIMEOUT);
    llDialog(customer, text, buttons, menuChannel);
}

requestRedelivery(integer transactionId)
{
    llListenRemove(menuListener);
    purchases = [];
    llSetTimerEvent(MENU_TIMEOUT);
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
        if (API_KEY == "" || API_KEY == "YOUR_API_KEY")
        {
            llOwnerSay("Set API_KEY at the top of the script (Settings -> API -> Generate New Key), then reset the script.");
            return;
        }
        llSetClickAction(CLICK_ACTION_TOUCH);
    }

    touch_start(integer touches)
    {
        integer index;
        for (index = 0; index < touches; index++)
        {
            key avatar = llDetectedKey(index);
            if (customer == NULL_KEY) startSession(avatar);
            else if (avatar != customer) tell(avatar, "The terminal is helping someone else. Please try again in a minute.");
            // The buyer may have closed the menu with Ignore: show it again.
            else if (llGetListLength(purchases) > 0) showMenu();
        }
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (request == purchasesRequest)
        {
            purchasesRequest = NULL_KEY;
            if (status != 200)
            {
                reportError(body);
                return;
            }
            readPurchases(body);
            if (llGetListLength(purchases) == 0)
            {
                tell(customer, "No purchases were found for you.");
                endSession();
                return;
            }
            page = 0;
            menuChannel = -1 - (integer)llFrand(2000000000.0);
            showMenu();
        }
        else if (request == redeliveryRequest)
        {
            redeliveryRequest = NULL_KEY;
            if (status != 201)
            {
                reportError(body);
                return;
            }
            tell(customer, "Your redelivery request was submitted. The item will be sent to you shortly.");
            endSession();
        }
    }

    listen(integer channel, string name, key speaker, string message)
    {
        if (speaker != customer) return;
        if (message == CANCEL)
        {
            endSession();
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
                return;
            }
        }
        showMenu();
    }

    timer()
    {
        tell(customer, "The redelivery menu timed out. Touch the terminal to start again.");
        endSession();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER) llResetScript();
    }
}
