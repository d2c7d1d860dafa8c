// Vendor set, menu script: the touch menu, the hover text and the pay dialog. Put it in the vendor's root prim beside
// vendor-payments, vendor-delivery and vendor-catalogue; its settings come from vendor-delivery, so there is nothing to
// edit here. A vendor selling its catalogue shows the product vendor-catalogue has on show (vendor:shown), at its
// price due, and offers its demo; touches that turn the pages (prev, next, the display face) open no menu.
//
// Its dialogs make it sleep 1 s each, which never delays a payment: vendor-payments takes them. What a buyer arms (a
// gift, a coupon) and a gift card payment on its way are kept in linkset data, so vendor-delivery finds them and a
// reset of this script loses none; a gift card payment the platform took is handed to vendor-delivery to give.

string SCRIPT_VERSION = "3.3.0";

// Linkset data names shared by the vendor set (see the setup guide on the LSL Integration page).
string INTENT = "intent:";
string CARD = "card:";
string VOUCHER = "voucher:";
string SETTINGS = "vendor:settings";
string STOP = "vendor:stop";
string DUE = "vendor:due";
string PARK_CAUSE = "vendor:park-cause";
string LAST_ERROR = "vendor:last-error";
string PLATFORM = "vendor:platform";
string NOTICE = "notice:";
string SHOWN = "vendor:shown";
string CATALOGUE = "vendor:catalogue";

integer QUEUE_CAPACITY = 200;
integer MENU_TIMEOUT = 60;
// A request with no answer after this long is given up (or, for a gift card, sent again).
integer WATCHDOG_SECONDS = 60;
integer ANSWER_WAIT = 20;
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
string DEMO = "Demo";
string WEB_LINK = "Web link";
string BUSY = "The vendor is busy. Please try again in a minute.";
string LATER = "No answer in time. Please try again later.";
string PAUSED = "all your vendors are paused on the Vendors page (Resume all vendors there).";

// The settings vendor-delivery shares.
string apiBase;
string apiKey;
string vendorKey;
string itemName;
integer price;
integer productId;
integer offerRedelivery;
integer apiReady;
// TRUE: the vendor sells its catalogue; the product on show, and its demo item ("" when none).
integer catalogue;
string shown;
string demo;

// Whether the pay dialog offers the price due, and which: -1 until first set.
integer payShown = -1;
// The price due now (after a running sale), from the platform's quote; the list price until it answers.
integer due;
// The sale price for the hover text; "" when there is none.
string offer = "";
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
key giftKey;
string giftName;
string couponCode;
integer cardTries;
// Gift card payments sent again after a restart: request, buyer.
list resends = [];

integer isKey(string text)
{
    if ((key)text) return TRUE;
    return FALSE;
}

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

string answerText(string body)
{
    string message = llJsonGetValue(body, ["message"]);
    if (message == JSON_INVALID || message == JSON_NULL || message == "") message = llStringTrim(llGetSubString(body, 0, 99), STRING_TRIM);
    return message;
}

string recordsAre(integer count)
{
    if (count == 1) return "1 sale or refund is";
    return (string)count + " sales or refunds are";
}

integer queuedCount()
{
    return llLinksetDataCountFound("^(pay|paid|sale|transfer|refund):");
}

integer parkedCount()
{
    return llLinksetDataCountFound("^parked:");
}

// Reads the settings vendor-delivery shares; FALSE until it has shared them.
integer loadSettings()
{
    string settings = llLinksetDataRead(SETTINGS);
    if (settings == "") return FALSE;
    apiBase = llJsonGetValue(settings, ["url"]);
    apiKey = llJsonGetValue(settings, ["api_key"]);
    vendorKey = llJsonGetValue(settings, ["vendor_id"]);
    itemName = llJsonGetValue(settings, ["item"]);
    price = (integer)llJsonGetValue(settings, ["price"]);
    productId = (integer)llJsonGetValue(settings, ["product_id"]);
    offerRedelivery = (integer)llJsonGetValue(settings, ["redeliver"]);
    apiReady = (llJsonGetValue(settings, ["ready"]) == "1");
    due = (integer)llLinksetDataRead(DUE);
    if (!due) due = price;
    catalogue = (itemName == "");
    shown = llLinksetDataRead(SHOWN);
    demo = "";
    if (catalogue && shown == "") offer = "Nothing on sale here yet";
    if (catalogue && shown != "")
    {
        itemName = llJsonGetValue(shown, ["name"]);
        price = (integer)llJsonGetValue(shown, ["price"]);
        due = (integer)llJsonGetValue(shown, ["due"]);
        productId = (integer)llJsonGetValue(shown, ["id"]);
        demo = llJsonGetValue(shown, ["demo"]);
        offer = itemName + "\nL$" + (string)due;
        if (due < price) offer += " (was L$" + (string)price + ")";
        if (llJsonGetValue(shown, ["out"]) != "0") offer = itemName + "\nNot on sale right now";
    }
    return TRUE;
}

string quotePath(string more)
{
    return "/api/lsl/quote?vendor_id=" + llEscapeURL(vendorKey) + "&product_id=" + (string)productId + more;
}

// The sale price, for the hover text and the pay dialog: asked after each heartbeat of vendor-delivery.
askQuote()
{
    if (apiReady && productId > 0 && !catalogue) offerRequest = api("GET", quotePath(""), "");
}

// The gift or coupon the buyer armed for their next payment, or "" when none is armed or it expired; an expired one
// is removed.
string intentOf(string buyer)
{
    string intent = llLinksetDataRead(INTENT + buyer);
    if ((integer)llJsonGetValue(intent, ["until"]) < llGetUnixTime()) intent = "";
    if (intent == "") llLinksetDataDelete(INTENT + buyer);
    return intent;
}

// Arms the helped buyer's next payment for INTENT_SECONDS, on top of what they armed: fields are names and JSON values.
arm(list fields, string confirmation)
{
    list names = llLinksetDataFindKeys("^intent:", 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++) intentOf(llGetSubString(llList2String(names, index), 7, -1));
    string intent = intentOf(customer);
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

// Pauses or resumes selling: the pay dialog offers the price due only while vendor-delivery says the vendor sells.
updateSelling()
{
    integer canSell = (llLinksetDataRead(STOP) == "" && llLinksetDataRead(SETTINGS) != "" && (!catalogue || llJsonGetValue(shown, ["out"]) == "0"));
    integer shown = 0;
    if (canSell) shown = due;
    if (shown != payShown)
    {
        // The pay dialog offers only the price due; a payer can still send another amount, so vendor-payments checks it.
        if (canSell) llSetPayPrice(PAY_HIDE, [due, PAY_HIDE, PAY_HIDE, PAY_HIDE]);
        else llSetPayPrice(PAY_HIDE, [PAY_HIDE, PAY_HIDE, PAY_HIDE, PAY_HIDE]);
        if (canSell) llSetClickAction(CLICK_ACTION_PAY);
        else llSetClickAction(CLICK_ACTION_TOUCH);
        payShown = shown;
    }
    showStatus();
}

statusText()
{
    textUntil = llGetUnixTime() + MENU_TIMEOUT;
    string summary = "Selling " + itemName + " for L$" + (string)due + ".";
    if (llLinksetDataRead(STOP) != "") summary = "Not selling: " + llLinksetDataRead(STOP);
    string error = llLinksetDataRead(LAST_ERROR);
    if (error == "") error = "none";
    llOwnerSay(summary + "\nWaiting to be recorded: sales " + (string)llLinksetDataCountFound("^(pay|paid|sale):") + ", refund reports "
        + (string)llLinksetDataCountFound("^(transfer|refund):") + "; parked " + (string)parkedCount() + " (at most "
        + (string)QUEUE_CAPACITY + " in all).\nLast error: " + error + "\nFree script memory: " + llLinksetDataRead("vendor:memory:vendor-delivery")
        + " bytes (delivery), " + (string)llGetFreeMemory() + " bytes (menu); linkset data space left: " + (string)llLinksetDataAvailable() + " bytes.");
    llSetText("Queued " + (string)queuedCount() + ", parked " + (string)parkedCount() + "\nLast error: " + error, <1.0, 1.0, 1.0>, 1.0);
}

showStatus()
{
    if (textUntil) return;
    string stop = llLinksetDataRead(STOP);
    string text = offer + "\n";
    if (stop == PAUSED) text = "Paused\n";
    else if (stop != "") text = "Not selling: " + stop + "\n";
    integer parked = parkedCount();
    if (parked > 0) text += recordsAre(parked) + " parked: " + llLinksetDataRead(PARK_CAUSE) + "\n";
    if (llLinksetDataRead(PLATFORM) != "") text += "Platform: " + llLinksetDataRead(PLATFORM);
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
        // The gift card payment is kept before it is sent: the same buyer trying the same card again, or this script
        // after a reset, sends the same sale_id, so the card is charged once and its item given once.
        string card = llLinksetDataRead(CARD + (string)customer);
        if (llJsonGetValue(card, ["code"]) != text)
        {
            list fields = ["vendor_id", vendorKey, "product_id", productId, "code", jsonText(text), "user_id", (string)customer, "sale_id", (string)llGenerateKey()];
            string name = llKey2Name(customer);
            if (name != "") fields += ["buyer_name", jsonText(name)];
            string intent = intentOf(customer);
            if (llJsonGetValue(intent, ["gift_to"]) != JSON_INVALID) fields += ["gift_to", llJsonGetValue(intent, ["gift_to"]), "gift_to_name", jsonText(llJsonGetValue(intent, ["gift_to_name"]))];
            if (llLinksetDataWrite(CARD + (string)customer, llList2Json(JSON_OBJECT, fields)) != LINKSETDATA_OK)
            {
                done(BUSY);
                return;
            }
        }
        cardTries = 0;
        redeem();
    }
}

// Pays with a gift card: no L$ move in-world, the platform takes the price off the card.
redeem()
{
    cardTries++;
    await(api("POST", "/api/lsl/vouchers/redeem", llLinksetDataRead(CARD + (string)customer)), "redeem");
    customerUntil = llGetUnixTime() + ANSWER_WAIT;
}

// The item of a product of the catalogue kept in linkset data; the one on show when it is no longer there.
string itemOfProduct(integer id)
{
    integer index;
    for (index = 0; index < (integer)llJsonGetValue(llLinksetDataRead(CATALOGUE), ["count"]); index++)
    {
        string product = llLinksetDataRead("product:" + llGetSubString("00" + (string)index, -3, -1));
        if ((integer)llJsonGetValue(product, ["id"]) == id) return llJsonGetValue(product, ["item"]);
    }
    return llJsonGetValue(shown, ["item"]);
}

// A gift card payment the platform took goes to vendor-delivery, which gives the item; "" when it was not taken.
string cardTaken(key buyer, integer status, string body)
{
    string card = llLinksetDataRead(CARD + (string)buyer);
    if (status != 200 || llJsonGetValue(body, ["transaction_id"]) == JSON_INVALID || card == "") return "";
    // A catalogue's card payment names the item vendor-delivery gives: its product's, whatever is on show now.
    if (catalogue) card = llJsonSetValue(card, ["item"], jsonText(itemOfProduct((integer)llJsonGetValue(card, ["product_id"]))));
    llLinksetDataWrite(VOUCHER + llJsonGetValue(card, ["sale_id"]), llList2Json(JSON_OBJECT, ["sale", card, "answer", body]));
    llLinksetDataDelete(CARD + (string)buyer);
    llLinksetDataDelete(INTENT + (string)buyer);
    llMessageLinked(LINK_THIS, 0, "", "vendor:card");
    return llJsonGetValue(body, ["balance"]);
}

onCardAnswer(integer status, string body)
{
    string balance = cardTaken(customer, status, body);
    if (balance != "") done("Paid with your gift card: L$" + balance + " is left on it.");
    else if (saleOutcome(status) != 2)
    {
        llLinksetDataDelete(CARD + (string)customer);
        done("Your gift card was not used: " + answerText(body));
    }
    else if (cardTries <= CARD_RETRIES) redeem();
    else done(LATER);
}

// 2 when a gift card payment may not have arrived and is sent again (499, 429, 5xx), else 0.
integer saleOutcome(integer status)
{
    if (status == 499 || status == 429 || (status >= 500 && status <= 599)) return 2;
    return 0;
}

// Gift card payments kept when the script restarted are sent again, with their sale_id: one the platform took is given.
resendCards()
{
    list names = llLinksetDataFindKeys("^card:", 0, 0);
    integer index;
    for (index = 0; index < llGetListLength(names); index++)
    {
        string name = llList2String(names, index);
        resends += [api("POST", "/api/lsl/vouchers/redeem", llLinksetDataRead(name)), llGetSubString(name, 5, -1)];
    }
}

onQuoteAnswer(integer status, string body)
{
    string problem = llJsonGetValue(body, ["coupon_error"]);
    if (status != 200) done("Your coupon could not be checked: " + answerText(body));
    else if (problem != JSON_NULL && problem != JSON_INVALID) done(problem);
    else arm(["coupon", jsonText(couponCode)], "With this coupon you pay L$" + llJsonGetValue(body, ["amount"]) + ": pay the vendor L$"
        + (string)due + " within 5 minutes and the difference comes back to you.");
}

askPurchases(key avatar)
{
    if (!help(avatar)) return;
    tell(avatar, "Looking up your purchases here...");
    await(api("GET", "/api/lsl/purchases?buyer=" + llEscapeURL((string)avatar) + "&vendor_id=" + llEscapeURL(vendorKey), ""), "purchases");
}

// The two calls of a redelivery: the buyer's purchases here, then the request for the newest one. Or the web link.
onRedeliveryAnswer(integer status, string body)
{
    if (step == WEB_LINK && status == 201)
    {
        llLoadURL(customer, "Your purchases from this store", llJsonGetValue(body, ["url"]));
        done("");
        return;
    }
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
        // vendor-delivery sends it: an instant message here would hold the menu 2 s.
        llLinksetDataWrite(NOTICE + "redelivery", "Error processing redelivery: the platform answered " + (string)status + " (" + answerText(body) + ").");
        llMessageLinked(LINK_THIS, 0, "", "vendor:notice");
    }
    done("Your redelivery could not be requested: " + answerText(body));
}

integer sooner(integer next, integer at)
{
    if (at && at < next) return at;
    return next;
}

// A touch that turns vendor-catalogue's pages: a prim named prev or next, or the display face of a one-prim vendor.
integer browses(integer index)
{
    string name = llGetLinkName(llDetectedLinkNumber(index));
    string kept = llLinksetDataRead(CATALOGUE);
    return catalogue && (name == "prev" || name == "next" || (llGetNumberOfPrims() == 1 && (integer)llJsonGetValue(kept, ["count"]) > 1
        && llDetectedTouchFace(index) == (integer)llJsonGetValue(kept, ["face"])));
}

tick()
{
    integer now = llGetUnixTime();
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
}

wake()
{
    string free = (string)llGetFreeMemory();
    if (llLinksetDataRead("vendor:memory:" + llGetScriptName()) != free) llLinksetDataWrite("vendor:memory:" + llGetScriptName(), free);
    updateSelling();
    integer next = llGetUnixTime() + 300;
    next = sooner(next, menuUntil);
    if (customer != NULL_KEY) next = sooner(next, customerUntil);
    next = sooner(next, textUntil);
    integer wait = next - llGetUnixTime();
    if (wait < 1) wait = 1;
    llSetTimerEvent(wait);
}

// A left-click pays (CLICK_ACTION_PAY) while the vendor sells. Picking Touch in the right-click menu still reaches
// touch_start, so the owner menu and the buyer's menu (Gift, Coupon, Gift card, Redeliver) stay reachable.
default
{
    state_entry()
    {
        if (llGetLinkNumber() > 1)
        {
            llOwnerSay(llGetScriptName() + " must be in the vendor's root prim (only there can it set the pay dialog). It has stopped.");
            llSetScriptState(llGetScriptName(), FALSE);
            return;
        }
        llSetClickAction(CLICK_ACTION_TOUCH);
        menuChannel = -1 - (integer)llFrand(2000000000.0);
        if (loadSettings()) resendCards();
        wake();
    }

    linkset_data(integer action, string name, string value)
    {
        if (name == SETTINGS || name == SHOWN) loadSettings();
        if (name == SHOWN) updateSelling();
        if (name == STOP || name == DUE || name == PLATFORM || name == PARK_CAUSE || llSubStringIndex(name, "parked:") == 0) updateSelling();
    }

    link_message(integer sender, integer number, string text, key id)
    {
        if ((string)id == "vendor:quote") askQuote();
        wake();
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (request == offerRequest)
        {
            offer = "";
            integer amount = (integer)llJsonGetValue(body, ["amount"]);
            if (status == 200 && amount > 0)
            {
                // The pay dialog shows the price due; vendor-payments takes it as well as the list price.
                due = amount;
                llLinksetDataWrite(DUE, (string)amount);
                if (amount < price) offer = "Sale: L$" + (string)amount + " (was L$" + (string)price + ")";
            }
        }
        else if (request == customerRequest)
        {
            if (step == "quote") onQuoteAnswer(status, body);
            else if (step == "redeem") onCardAnswer(status, body);
            else onRedeliveryAnswer(status, body);
        }
        // The answer to a gift card payment sent again after a reset: one refused is forgotten, one not answered waits.
        else if (llListFindList(resends, [request]) != -1)
        {
            integer at = llListFindList(resends, [request]);
            key buyer = llList2Key(resends, at + 1);
            resends = llDeleteSubList(resends, at, at + 1);
            if (cardTaken(buyer, status, body) == "" && saleOutcome(status) != 2) llLinksetDataDelete(CARD + (string)buyer);
        }
        wake();
    }

    timer()
    {
        tick();
        wake();
    }

    touch_start(integer touches)
    {
        integer index;
        for (index = 0; index < touches; index++)
        {
            key avatar = llDetectedKey(index);
            string selling = llLinksetDataRead(STOP);
            if (browses(index))
            {
                // vendor-catalogue turns the pages: no menu.
            }
            else if (avatar == llGetOwner())
            {
                // A vendor still waiting for permission to refund asks for it again.
                if (selling == "waiting for permission to refund wrong payments.") llMessageLinked(LINK_THIS, 0, "", "vendor:ask");
                openMenu(avatar, "Vendor of " + itemName + ": " + (string)queuedCount() + " sale(s) or refund(s) waiting to be recorded, "
                    + (string)parkedCount() + " parked.", [RETRY_NOW, STATUS, CANCEL]);
            }
            else
            {
                string text = "This vendor is not selling right now.";
                list buttons = [];
                if (selling == "")
                {
                    text = "Pay the vendor to buy " + itemName + " for L$" + (string)due + ".\nGift: for someone else.";
                    buttons = [GIFT];
                    if (productId > 0)
                    {
                        text += "\nCoupon: use a code.\nGift card: pay with one.";
                        buttons += [COUPON, GIFT_CARD];
                    }
                }
                if (demo != "" && apiReady)
                {
                    text += "\nDemo: try it, free.";
                    buttons += [DEMO];
                }
                if (offerRedelivery && apiReady)
                {
                    text += "\nRedeliver: your latest purchase here, again.\nWeb link: all of them on a web page.";
                    buttons += [REDELIVER, WEB_LINK];
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
            if (message == CONFIRM) arm(["gift_to", jsonText(giftKey), "gift_to_name", jsonText(giftName)], "Pay L$" + (string)due
                + " within 5 minutes and " + itemName + " goes to " + giftName + ".");
            else done("");
        }
        else if (speaker == customer && (step == GIFT || step == COUPON || step == GIFT_CARD)) reply(message);
        else if (speaker == llGetOwner())
        {
            if (message == RETRY_NOW) llMessageLinked(LINK_THIS, 0, "", "vendor:retry");
            else if (message == STATUS) statusText();
        }
        else if (message == REDELIVER && offerRedelivery && apiReady) askPurchases(speaker);
        else if (message == WEB_LINK && offerRedelivery && apiReady)
        {
            if (help(speaker)) await(api("POST", "/api/lsl/redelivery-links", llList2Json(JSON_OBJECT, ["avatar", (string)speaker, "vendor_id", vendorKey])), WEB_LINK);
        }
        // vendor-catalogue asks the platform and gives the demo (gives make a script sleep).
        else if (message == DEMO && demo != "" && apiReady) llMessageLinked(LINK_THIS, 0, (string)speaker, "vendor:demo");
        // LSL evaluates both sides of && and ||: help() is asked only once the button is known to be offered.
        else if (llLinksetDataRead(STOP) == "" && (message == GIFT || (productId > 0 && (message == COUPON || message == GIFT_CARD))))
        {
            string question = "Who is the gift for? Type their username (like ann.resident).";
            if (message == COUPON) question = "Type your coupon code.";
            else if (message == GIFT_CARD) question = "Type your gift card code (GC-...).";
            if (help(speaker)) ask(message, question, []);
        }
        wake();
    }

    // The key of the gift's recipient, from their username.
    dataserver(key query, string data)
    {
        if (query != customerRequest) return;
        giftKey = data;
        if (isKey(data)) ask(CONFIRM, "Send " + itemName + " as a gift to " + giftName + "? Pay L$" + (string)due + " within 5 minutes.", [CONFIRM, CANCEL]);
        else done("No resident named " + giftName + " was found.");
        wake();
    }

    changed(integer changes)
    {
        wake();
    }
}
