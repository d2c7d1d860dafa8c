// Vendor: sells one item for a fixed price and records every sale with the vendor platform.
// Setup is described in lsl/README.md.

// ---------------- Configuration ----------------
// Address of the platform, without a trailing slash.
string API_BASE_URL = "https://vendors.example.com";
// Your API key: Settings -> API -> Generate New Key.
string API_KEY = "YOUR_API_KEY";
// This vendor's LSL key, shown on its card on the Vendors page.
string VENDOR_KEY = "YOUR_VENDOR_KEY";
// The item sold; it must be in this object's contents, with copy and transfer permission.
string ITEM_NAME = "Red Dress";
// Price in whole L$.
integer PRICE = 250;
// The product's id on the Products page, or 0 to record the sale without a product.
integer PRODUCT_ID = 0;
// ------------------------------------------------

// Each waiting sale holds about 500 bytes; 30 of them stay well inside the 64 KB a Mono script has.
integer MAX_WAITING_SALES = 30;
integer MIN_FREE_MEMORY = 4096;
float FIRST_RETRY_DELAY = 5.0;
float LONGEST_RETRY_DELAY = 300.0;
// The platform allows 50 sales per minute per vendor key.
float RATE_LIMITED_DELAY = 60.0;
// llHTTPRequest allows about 25 requests per 20 seconds per object.
float THROTTLED_DELAY = 20.0;

// Sale bodies (JSON) not yet recorded, oldest first. Each keeps its sale_id for every retry.
list waitingSales;
key saleRequest = NULL_KEY;
integer retryScheduled = FALSE;
float retryDelay = 5.0;

integer isKey(string text)
{
    if ((key)text) return TRUE;
    return FALSE;
}

string configurationProblem()
{
    if (API_KEY == "" || API_KEY == "YOUR_API_KEY") return "Set API_KEY at the top of the script (Settings -> API -> Generate New Key).";
    if (!isKey(VENDOR_KEY)) return "Set VENDOR_KEY at the top of the script to the LSL key shown on the Vendors page.";
    if (PRICE < 1) return "PRICE must be at least L$1.";
    if (llGetInventoryType(ITEM_NAME) == INVENTORY_NONE) return "Put the item \"" + ITEM_NAME + "\" in this object's contents.";
    return "";
}

string saleBody(key buyer, integer amount)
{
    list fields = ["sale_id", (string)llGenerateKey(), "user_id", (string)buyer, "vendor_id", VENDOR_KEY, "amount", amount];
    if (PRODUCT_ID > 0) fields += ["product_id", PRODUCT_ID];
    string buyerName = llKey2Name(buyer);
    if (buyerName != "") fields += ["buyer_name", buyerName];
    return llList2Json(JSON_OBJECT, fields);
}

refund(key payer, integer amount, string reason)
{
    llRegionSayTo(payer, PUBLIC_CHANNEL, reason + " Your L$" + (string)amount + " is being refunded.");
    if (llGetPermissions() & PERMISSION_DEBIT)
    {
        llTransferLindenDollars(payer, amount);
    }
    else
    {
        llOwnerSay("Could not refund L$" + (string)amount + " to " + llKey2Name(payer) + " (" + (string)payer + "): " + reason);
    }
}

retryLater(float minimumDelay)
{
    float delay = retryDelay;
    if (delay < minimumDelay) delay = minimumDelay;
    retryScheduled = TRUE;
    llSetTimerEvent(delay);
    retryDelay = retryDelay * 2;
    if (retryDelay > LONGEST_RETRY_DELAY) retryDelay = LONGEST_RETRY_DELAY;
}

sendNextSale()
{
    if (llGetListLength(waitingSales) == 0) return;
    saleRequest = llHTTPRequest(API_BASE_URL + "/api/lsl/sale",
        [HTTP_METHOD, "POST", HTTP_MIMETYPE, "application/json", HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY],
        llList2String(waitingSales, 0));
    if (saleRequest == NULL_KEY) retryLater(THROTTLED_DELAY);
}

recordSale(string body)
{
    if (llGetListLength(waitingSales) >= MAX_WAITING_SALES || llGetFreeMemory() < MIN_FREE_MEMORY)
    {
        llOwnerSay("Too many sales are waiting to be recorded (" + (string)llGetListLength(waitingSales)
            + "); this one was not kept, record it by hand: " + body);
        return;
    }
    waitingSales += [body];
    if (saleRequest == NULL_KEY && !retryScheduled) sendNextSale();
}

forgetFirstSale()
{
    waitingSales = llDeleteSubList(waitingSales, 0, 0);
}

default
{
    state_entry()
    {
        string problem = configurationProblem();
        if (problem != "")
        {
            llOwnerSay(problem + " Then reset the script.");
            return;
        }
        // Refunding a wrong payment needs permission to take L$ from the owner.
        llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
    }

    run_time_permissions(integer granted)
    {
        if (granted & PERMISSION_DEBIT)
        {
            state selling;
        }
        else
        {
            llOwnerSay("The vendor needs permission to refund wrong payments. Touch it to be asked again.");
        }
    }

    touch_start(integer touches)
    {
        if (llDetectedKey(0) == llGetOwner()) llResetScript();
    }

    changed(integer changes)
    {
        if (changes & (CHANGED_OWNER | CHANGED_INVENTORY)) llResetScript();
    }
}

state selling
{
    state_entry()
    {
        // The pay dialog offers only the price, but a payer can still send another amount: money() checks it.
        llSetPayPrice(PAY_HIDE, [PRICE, PAY_HIDE, PAY_HIDE, PAY_HIDE]);
        llSetClickAction(CLICK_ACTION_PAY);
        llOwnerSay("Selling " + ITEM_NAME + " for L$" + (string)PRICE + ".");
    }

    money(key buyer, integer amount)
    {
        if (amount != PRICE)
        {
            refund(buyer, amount, "The price of " + ITEM_NAME + " is L$" + (string)PRICE + ".");
            return;
        }
        if (llGetInventoryType(ITEM_NAME) == INVENTORY_NONE)
        {
            refund(buyer, amount, ITEM_NAME + " is out of stock.");
            llOwnerSay("The item \"" + ITEM_NAME + "\" is missing from the vendor's contents.");
            return;
        }
        llGiveInventory(buyer, ITEM_NAME);
        llRegionSayTo(buyer, PUBLIC_CHANNEL, "Thank you for buying " + ITEM_NAME + ".");
        recordSale(saleBody(buyer, amount));
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (request != saleRequest) return;
        saleRequest = NULL_KEY;
        if (status == 200)
        {
            forgetFirstSale();
            retryDelay = FIRST_RETRY_DELAY;
            sendNextSale();
            return;
        }
        // 499: the request failed or timed out in the simulator; the sale_id makes a resend safe.
        if (status == 499 || status >= 500)
        {
            retryLater(FIRST_RETRY_DELAY);
            return;
        }
        if (status == 429)
        {
            retryLater(RATE_LIMITED_DELAY);
            return;
        }
        llOwnerSay("Error recording transaction: " + body);
        llOwnerSay("Sale not recorded: " + llList2String(waitingSales, 0));
        forgetFirstSale();
        sendNextSale();
    }

    timer()
    {
        llSetTimerEvent(0.0);
        retryScheduled = FALSE;
        if (saleRequest == NULL_KEY) sendNextSale();
    }

    transaction_result(key transfer, integer success, string data)
    {
        if (!success) llOwnerSay("A refund failed: " + data);
    }

    touch_start(integer touches)
    {
        if (llDetectedKey(0) == llGetOwner())
        {
            llOwnerSay((string)llGetListLength(waitingSales) + " sale(s) waiting to be recorded.");
        }
    }

    changed(integer changes)
    {
        if (changes & CHANGED_OWNER) llResetScript();
        if ((changes & CHANGED_INVENTORY) && llGetInventoryType(ITEM_NAME) == INVENTORY_NONE)
        {
            llOwnerSay("The item \"" + ITEM_NAME + "\" is no longer in the vendor's contents; payments will be refunded.");
        }
    }
}
