// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// TRUE only for a test server reached over plain http:// (the API key then travels in clear): scripts refuse http:// otherwise.
integer TEST_SERVER = FALSE;
// Your API key: Settings -> API -> Generate New Key.
string API_KEY = "YOUR_API_KEY";
// This vendor's LSL key, shown on its card on the Vendors page: the same as in the vendor script beside it.
string VENDOR_KEY = "YOUR_VENDOR_KEY";
// In a delivery box instead: put the box's key here (Delivery Boxes on the LSL Integration page) and leave VENDOR_KEY as
// it is. The box then sends buyers the refunds you order on the web while none of your vendors is online.
string BOX_KEY = "";
// The most one payout may be, and the most all payouts together may be in one day (UTC), in L$. Whatever the platform
// asks, this script pays no more: a larger payout is refused (and shown failed on the Partners page), and payouts over
// the day's cap wait for the next day.
integer MAX_PAYOUT = 5000;
integer DAILY_CAP = 50000;
// ------------------------------------------------

// Payouts: pays your partners their share of the vendor's sales (profit sharing, on the Partners page), sends buyers
// the L$ of the sales you refund on the Transactions page, and pays the platform the commission you owe (Billing page).
// Put it in the same prim as the vendor script (or in a delivery box, see BOX_KEY) and grant it permission to pay L$
// from your account.
// Setup: see the setup guide on the LSL Integration page.
//
// The script pays only orders it asked the platform for (the vendor script tells it when payouts are due) and that
// carry the platform's signature: an HMAC-SHA256 under a secret the platform gave this object once, over HTTPS. It
// refuses an order with a wrong signature, an expired or repeated one, and one over the caps above. Each payout is paid
// once per attempt: before the L$ move, it is written to the object's linkset data under its id, and a payout already
// there is never paid again. Once Second Life says how the transfer went, the outcome is reported to the platform, and
// sent again until the platform has it. A payout that failed is paid again only after you retry it on the Partners page.

string SCRIPT_VERSION = "2.3.0";

// At most this many payouts are held at once (being paid, being reported, or just paid). A record takes at most
// 300 bytes of linkset data, its name included, so they use at most 15,000 bytes. Payouts beyond are asked for later.
integer HOLD_LIMIT = 50;
// A payout reported is remembered this long: longer than an order stands (10 minutes), so an order seen again is
// either known here or expired.
integer DONE_SECONDS = 1200;
// An order expiring further ahead than this is refused: the platform's stand 10 minutes.
integer ORDER_HORIZON = 900;
// The commission owed is asked for this often (heartbeats count only payouts and refunds); in a delivery box, which
// no vendor script tells, the refunds due are.
integer ASK_INTERVAL = 900;
integer BOX_ASK_INTERVAL = 120;
integer FIRST_RETRY_DELAY = 5;
integer LONGEST_RETRY_DELAY = 300;
// The platform allows 50 calls a minute per vendor key.
integer RATE_LIMITED_DELAY = 60;
// A report with no answer after this long is sent again.
integer WATCHDOG_SECONDS = 60;
integer NOTICE_INTERVAL = 3600;
integer PRUNE_INTERVAL = 300;

// Linkset data: "payout-<id>" holds one payout as JSON ("payout-r<id>" a buyer's refund), with its attempt and step: sent (the L$ are on their way),
// report (the outcome waits to be reported), done (reported) or refused (the platform refused the report: kept, never
// paid again). "payouts-day" holds the day (UTC) and the L$ paid that day. "payouts-secret" (protected) holds the
// object key, the vendor (or box) key and the secret they were issued for. The vendor script's records are named apart.
string RECORD = "payout-";
string RECORDS = "^payout-";
string SENT = "sent";
string REPORT = "report";
string DONE = "done";
string REFUSED = "refused";
string DAY = "payouts-day";
string SECRET = "payouts-secret";
// Keeps the secret from scripts that do not know this: change it to any text of your own.
string SECRET_PASS = "payouts of this vendor";

// What this script names itself by: "vendor_id" and VENDOR_KEY, or "box_id" and BOX_KEY.
string holderField = "vendor_id";
string holderKey;
key reportRequest = NULL_KEY;
key ordersRequest = NULL_KEY;
key secretRequest = NULL_KEY;
integer ordersWatchdogAt;
// Set when payouts are due while an answer is awaited: ask again once it is in.
integer askAgain;
string reportName = "";
integer watchdogAt;
integer sendAt;
integer retryDelay = 5;
integer pruneAt;
integer askAt;
list notices = [];

// Tells the owner by instant message (it reaches them offline too), at most once an hour per cause.
notifyOwner(string cause, string message)
{
    integer now = llGetUnixTime();
    integer at = llListFindList(notices, [cause]);
    if (at != -1)
    {
        if (now - llList2Integer(notices, at + 1) < NOTICE_INTERVAL) return;
        notices = llDeleteSubList(notices, at, at + 1);
    }
    notices += [cause, now];
    if (llGetListLength(notices) > 20) notices = llDeleteSubList(notices, 0, 1);
    llInstantMessage(llGetOwner(), "Payouts of " + llGetObjectName() + " in " + llGetRegionName() + ": " + message);
}

// A JSON string for llList2Json: it would otherwise pass text that looks like JSON unquoted.
string jsonText(string text)
{
    return "\"" + llReplaceSubString(llReplaceSubString(text, "\\", "\\\\", 0), "\"", "\\\"", 0) + "\"";
}

string field(string name, string path)
{
    return llJsonGetValue(llLinksetDataRead(name), [path]);
}

setStep(string name, string step)
{
    string record = llJsonSetValue(llLinksetDataRead(name), ["step"], jsonText(step));
    llLinksetDataWrite(name, llJsonSetValue(record, ["at"], (string)llGetUnixTime()));
}

// The secret the platform issued to this object for this vendor key, or "" when there is none.
string secret()
{
    list kept = llParseString2List(llLinksetDataReadProtected(SECRET, SECRET_PASS), ["|"], []);
    if (llList2String(kept, 0) != (string)llGetKey() || llList2String(kept, 1) != holderKey) return "";
    return llList2String(kept, 2);
}

ask(string path, string method, string body)
{
    key id = llHTTPRequest(API_BASE_URL + path, [HTTP_METHOD, method, HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY], body);
    if (path == "/api/lsl/payouts/secret") secretRequest = id;
    else ordersRequest = id;
    ordersWatchdogAt = llGetUnixTime() + WATCHDOG_SECONDS;
}

// Asks for the payouts due, as orders signed for this object (its secret first, once).
askForOrders()
{
    askAt = llGetUnixTime() + ASK_INTERVAL;
    if (BOX_KEY != "") askAt = llGetUnixTime() + BOX_ASK_INTERVAL;
    if (ordersRequest != NULL_KEY || secretRequest != NULL_KEY)
    {
        askAgain = TRUE;
        return;
    }
    askAgain = FALSE;
    if (secret() == "") ask("/api/lsl/payouts/secret", "POST", llList2Json(JSON_OBJECT, [holderField, holderKey]));
    // debit=0 tells the platform this script may not pay: it alerts you and names the vendor on your Billing page.
    else ask("/api/lsl/payouts/orders?" + holderField + "=" + holderKey + "&debit=" + (string)((llGetPermissions() & PERMISSION_DEBIT) != 0), "GET", "");
}

// Pays one order the platform signed for this object, once per attempt; TRUE when it paid it.
integer pay(string order)
{
    string kind = llJsonGetValue(order, ["kind"]);
    string id = llJsonGetValue(order, ["payout_id"]);
    integer attempt = (integer)llJsonGetValue(order, ["attempt"]);
    string avatar = llToLower(llJsonGetValue(order, ["avatar_key"]));
    integer amount = (integer)llJsonGetValue(order, ["amount"]);
    integer expires = (integer)llJsonGetValue(order, ["expires"]);
    string signed = kind + "|" + id + "|" + (string)attempt + "|" + avatar + "|" + (string)amount + "|" + (string)expires;
    if ((kind != "partner" && kind != "refund" && kind != "commission") || id == JSON_INVALID || attempt < 1 || amount <= 0 || (key)avatar == NULL_KEY
        || llHMAC(secret(), signed, "sha256") != llJsonGetValue(order, ["signature"]))
    {
        notifyOwner("signature", "refused a payout order that does not carry the platform's signature for this object. Check API_BASE_URL in the payouts script.");
        return FALSE;
    }
    integer now = llGetUnixTime();
    if (expires < now || expires > now + ORDER_HORIZON) return FALSE;
    // A buyer's refund ordered on the web, and the commission owed, are numbered apart from partners' payouts.
    if (kind == "refund") id = "r" + id;
    if (kind == "commission")
    {
        // One commission payment at a time: until the platform has the last one's report, it would order it again.
        list held = llLinksetDataFindKeys("^payout-c", 0, 0);
        integer index;
        for (index = 0; index < llGetListLength(held); index++) if (field(llList2String(held, index), "step") != DONE) return FALSE;
        if (amount > MAX_PAYOUT)
        {
            notifyOwner("commission cap", "the L$" + (string)amount + " of commission you owe is over MAX_PAYOUT (L$" + (string)MAX_PAYOUT
                + ") in the payouts script: raise it, or the commission stays unpaid (your Billing page shows it).");
            return FALSE;
        }
        id = "c" + id;
    }
    string name = RECORD + id;
    // A failed payout ordered for a later attempt was retried on the Partners page: it is paid again.
    if (field(name, "step") == DONE && field(name, "success") == JSON_FALSE && attempt > (integer)field(name, "attempt")) llLinksetDataDelete(name);
    if (llLinksetDataRead(name) != "") return FALSE;
    if (!(llGetPermissions() & PERMISSION_DEBIT))
    {
        notifyOwner("permission", "partners cannot be paid until you grant the payouts script permission to pay L$: touch the vendor to be asked again.");
        return FALSE;
    }
    if (llLinksetDataCountFound(RECORDS) >= HOLD_LIMIT) return FALSE;
    string record = llList2Json(JSON_OBJECT, ["payout_id", id, "attempt", attempt, "avatar_key", avatar, "amount", amount, "step", SENT]);
    if (amount > MAX_PAYOUT)
    {
        if (llLinksetDataWrite(name, record) == LINKSETDATA_OK)
        {
            outcome(name, FALSE, "Over the payouts script's cap of L$" + (string)MAX_PAYOUT + " a payout: raise MAX_PAYOUT in the payouts script, then retry.");
        }
        return FALSE;
    }
    list day = llParseString2List(llLinksetDataRead(DAY), ["|"], []);
    integer spent = 0;
    if (llList2Integer(day, 0) == now / 86400) spent = llList2Integer(day, 1);
    if (spent + amount > DAILY_CAP)
    {
        notifyOwner("daily cap", "payouts wait for tomorrow (UTC): L$" + (string)spent + " paid today and L$" + (string)amount
            + " more would pass DAILY_CAP (L$" + (string)DAILY_CAP + ") in the payouts script.");
        return FALSE;
    }
    // Written before the L$ move: a reset can never pay it again.
    if (llLinksetDataWrite(name, record) != LINKSETDATA_OK) return FALSE;
    llLinksetDataWrite(DAY, (string)(now / 86400) + "|" + (string)(spent + amount));
    llLinksetDataWrite(name, llJsonSetValue(record, ["transaction_key"], (string)llTransferLindenDollars((key)avatar, amount)));
    return TRUE;
}

// The outcome of a payout, kept until the platform has it.
outcome(string name, integer success, string reason)
{
    string record = llJsonSetValue(llLinksetDataRead(name), ["success"], JSON_FALSE);
    if (success) record = llJsonSetValue(record, ["success"], JSON_TRUE);
    else record = llJsonSetValue(record, ["reason"], jsonText(llGetSubString(reason, 0, 99)));
    llLinksetDataWrite(name, record);
    setStep(name, REPORT);
    if (!success)
    {
        string what = "a payout";
        string where = "Retry it on the Partners page once it can go through.";
        if (llGetSubString(field(name, "payout_id"), 0, 0) == "r")
        {
            what = "a refund";
            where = "The sale's details on the Transactions page show it.";
        }
        if (llGetSubString(field(name, "payout_id"), 0, 0) == "c")
        {
            what = "a commission payment";
            where = "It is ordered again within 15 minutes; your Billing page shows it.";
        }
        notifyOwner("failed", what + " of L$" + field(name, "amount") + " to secondlife:///app/agent/" + field(name, "avatar_key")
            + "/about failed (" + reason + "). " + where);
    }
}

// After a reset, a rez or a region restart, transfers whose outcome never came are reported as unconfirmed: they may
// have gone through, so they are never paid again here; the owner checks the transaction history before a retry.
unconfirmed()
{
    list names = llLinksetDataFindKeys(RECORDS, 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        string name = llList2String(names, index);
        if (field(name, "step") == SENT) outcome(name, FALSE, "Restarted before Second Life confirmed the transfer: check your transaction history before a retry.");
    }
    reportRequest = NULL_KEY;
    sendAt = 0;
}

// Sends the oldest outcome waiting to be reported, one at a time.
sendNext()
{
    if (reportRequest != NULL_KEY || llGetUnixTime() < sendAt) return;
    list names = llLinksetDataFindKeys(RECORDS, 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        string name = llList2String(names, index);
        if (field(name, "step") == REPORT)
        {
            list body = [holderField, holderKey, "success", field(name, "success")];
            string transfer = field(name, "transaction_key");
            if (transfer != JSON_INVALID && transfer != (string)NULL_KEY) body += ["transaction_key", transfer];
            string reason = field(name, "reason");
            if (reason != JSON_INVALID) body += ["reason", jsonText(reason)];
            reportName = name;
            watchdogAt = llGetUnixTime() + WATCHDOG_SECONDS;
            string id = field(name, "payout_id");
            string path = "/api/lsl/payouts/" + id + "/result";
            if (llGetSubString(id, 0, 0) == "r") path = "/api/lsl/payouts/refunds/" + llGetSubString(id, 1, -1) + "/result";
            if (llGetSubString(id, 0, 0) == "c")
            {
                path = "/api/lsl/commission-payments";
                body += ["amount", (integer)field(name, "amount")];
            }
            reportRequest = llHTTPRequest(API_BASE_URL + path,
                [HTTP_METHOD, "POST", HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY], llList2Json(JSON_OBJECT, body));
            if (reportRequest == NULL_KEY) retryLater(RATE_LIMITED_DELAY);
            return;
        }
    }
}

retryLater(integer minimumDelay)
{
    reportRequest = NULL_KEY;
    integer delay = retryDelay;
    if (delay < minimumDelay) delay = minimumDelay;
    sendAt = llGetUnixTime() + delay;
    retryDelay = retryDelay * 2;
    if (retryDelay > LONGEST_RETRY_DELAY) retryDelay = LONGEST_RETRY_DELAY;
}

// Payouts reported a while ago are forgotten: the platform holds them.
prune()
{
    pruneAt = llGetUnixTime() + PRUNE_INTERVAL;
    list names = llLinksetDataFindKeys(RECORDS, 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        string name = llList2String(names, index);
        if (field(name, "step") == DONE && llGetUnixTime() - (integer)field(name, "at") >= DONE_SECONDS) llLinksetDataDelete(name);
    }
}

wake()
{
    integer next = pruneAt;
    if (askAt > 0 && askAt < next) next = askAt;
    if (reportRequest != NULL_KEY && watchdogAt < next) next = watchdogAt;
    else if (sendAt > 0 && sendAt < next) next = sendAt;
    if ((ordersRequest != NULL_KEY || secretRequest != NULL_KEY) && ordersWatchdogAt < next) next = ordersWatchdogAt;
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

default
{
    state_entry()
    {
        holderKey = VENDOR_KEY;
        if (BOX_KEY != "")
        {
            holderField = "box_id";
            holderKey = BOX_KEY;
        }
        if (llSubStringIndex(API_KEY + holderKey, "YOUR_") != -1)
        {
            llOwnerSay("Not paying partners: put your API key and this vendor's key in the payouts script. See the setup guide on the LSL Integration page.");
            return;
        }
        if (llSubStringIndex(API_BASE_URL, "http://") == 0 && !TEST_SERVER)
        {
            llOwnerSay("Not paying partners: API_BASE_URL starts with http://, which sends your API key in clear. Use the platform's https:// address (or set TEST_SERVER = TRUE for a test server).");
            return;
        }
        unconfirmed();
        prune();
        llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
        sendNext();
        askForOrders();
        wake();
    }

    run_time_permissions(integer granted)
    {
        if (granted & PERMISSION_DEBIT) llOwnerSay("Payouts: ready to pay your partners.");
        else llOwnerSay("Payouts: partners cannot be paid without permission to pay L$. Touch the vendor to be asked again.");
        // The platform learns at once whether this vendor can pay (the Billing page says so).
        askForOrders();
    }

    touch_start(integer touches)
    {
        if (llDetectedKey(0) == llGetOwner() && !(llGetPermissions() & PERMISSION_DEBIT)) llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
    }

    // The vendor script says payouts are due (a sale's answer named some, or a heartbeat counted some). What it passes
    // is never paid: only orders this script asks for and finds signed.
    link_message(integer sender, integer number, string text, key id)
    {
        if ((string)id != "payouts") return;
        askForOrders();
        wake();
    }

    // Second Life tells how a transfer went: its outcome can now be reported.
    transaction_result(key transfer, integer success, string data)
    {
        list names = llLinksetDataFindKeys(RECORDS, 0, 0);
        integer index;
        for (index = 0; index < llGetListLength(names); index++)
        {
            string name = llList2String(names, index);
            if (field(name, "step") == SENT && field(name, "transaction_key") == (string)transfer) outcome(name, success, data);
        }
        sendNext();
        wake();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (request == secretRequest)
        {
            secretRequest = NULL_KEY;
            string issued = llJsonGetValue(body, ["secret"]);
            if (status == 200 && llStringLength(issued) == 64)
            {
                llLinksetDataWriteProtected(SECRET, (string)llGetKey() + "|" + holderKey + "|" + issued, SECRET_PASS);
                askAgain = TRUE;
            }
            else if (status == 409)
            {
                notifyOwner("secret", "the platform gave this object its payout secret before, and it is no longer here, so no payout can be checked. "
                    + "Rotate the vendor's key on the Vendors page and put the new key in the scripts.");
            }
        }
        else if (request == ordersRequest)
        {
            ordersRequest = NULL_KEY;
            if (status == 200)
            {
                list orders = llJson2List(llJsonGetValue(body, ["orders"]));
                integer paid = 0;
                integer index;
                for (index = 0; index < llGetListLength(orders); index++) paid += pay(llList2String(orders, index));
                // More wait: ask for them once these are paid, but not for the same ones again and again.
                if (paid > 0 && llJsonGetValue(body, ["more"]) == JSON_TRUE) askAgain = TRUE;
            }
            // The platform has no secret for this object under this vendor key: ask for one.
            else if (status == 409) llLinksetDataDeleteProtected(SECRET, SECRET_PASS);
            if (status == 409) askAgain = TRUE;
        }
        if (request != reportRequest)
        {
            if (askAgain) askForOrders();
            // A payout refused over its cap waits to be reported.
            sendNext();
            wake();
            return;
        }
        reportRequest = NULL_KEY;
        if (status == 200 && (llJsonGetValue(body, ["status"]) != JSON_INVALID || llJsonGetValue(body, ["recorded"]) != JSON_INVALID))
        {
            setStep(reportName, DONE);
            retryDelay = FIRST_RETRY_DELAY;
            sendAt = 0;
        }
        else if (status == 400 || status == 404)
        {
            // The platform does not know this payout (another API key, another vendor key): reporting it again cannot
            // help. It is kept, so it is never paid again here.
            setStep(reportName, REFUSED);
            notifyOwner("report " + (string)status, "the platform refused a payout's report (" + (string)status + " " + llGetSubString(body, 0, 99)
                + "). Check API_KEY, and VENDOR_KEY or BOX_KEY, in the payouts script.");
        }
        else if (status == 401 || status == 403)
        {
            notifyOwner("report " + (string)status, "the platform refused the payouts' reports (" + (string)status + "). Check API_KEY in the payouts script.");
            retryLater(LONGEST_RETRY_DELAY);
        }
        else if (status == 429) retryLater(RATE_LIMITED_DELAY);
        else retryLater(FIRST_RETRY_DELAY);
        sendNext();
        wake();
    }

    timer()
    {
        if (reportRequest != NULL_KEY && llGetUnixTime() >= watchdogAt) retryLater(FIRST_RETRY_DELAY);
        if ((ordersRequest != NULL_KEY || secretRequest != NULL_KEY) && llGetUnixTime() >= ordersWatchdogAt)
        {
            ordersRequest = NULL_KEY;
            secretRequest = NULL_KEY;
            if (askAgain) askForOrders();
        }
        if (llGetUnixTime() >= pruneAt) prune();
        if (askAt > 0 && llGetUnixTime() >= askAt) askForOrders();
        sendNext();
        wake();
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER) llResetScript();
        if (changes & CHANGED_REGION_START)
        {
            unconfirmed();
            sendNext();
            wake();
        }
    }

    on_rez(integer parameter)
    {
        unconfirmed();
        sendNext();
        // A new object key: a new secret.
        askForOrders();
        wake();
    }
}
