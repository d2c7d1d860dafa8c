// Vendor set, payments script: takes the buyers' L$ and gives L$ back. Put it in the vendor's root prim beside
// vendor-menu, vendor-delivery and vendor-catalogue; its settings come from vendor-delivery, so there is nothing to edit here.
//
// It never sleeps: no instant messages, dialogs or gives (each makes a script sleep 1 or 2 s, and a payment arriving
// while its 64-event queue is full is lost: L$ taken, nothing recorded). A payment is written to linkset data before
// anything else, and a link message wakes vendor-delivery, which reads every waiting payment from linkset data: a
// wake-up lost in a full queue loses nothing. A vendor selling its catalogue takes a payment for the product on show
// when the payment arrives (vendor:shown, kept by vendor-catalogue), at its price or its price due, and keeps its
// product, item and catalogue version with the payment.
//
// It makes every refund: vendor-delivery asks for one with a transfer: record. Transfers are paced under Second Life's
// limit, and one Second Life never confirms is made once more under the same record, then parked and the owner told.

string SCRIPT_VERSION = "3.3.0";

// Linkset data names shared by the vendor set (see the setup guide on the LSL Integration page).
string PAY = "pay:";
string TRANSFER = "transfer:";
string REPORT = "refund:";
string PARKED = "parked:";
string NOTICE = "notice:";
string SEQUENCE = "vendor:sequence";
string SETTINGS = "vendor:settings";
string STOP = "vendor:stop";
string DUE = "vendor:due";
string SHOWN = "vendor:shown";
// The owner who let this script pay L$: vendor-delivery does not sell until it is the current owner.
string DEBIT = "vendor:debit";

// Second Life allows about 30 payments per 30 s for all scripts of one owner in one region; this script keeps to
// 20 and leaves the rest to payouts.lsl and the owner's other objects.
integer TRANSFER_LIMIT = 20;
integer TRANSFER_WINDOW = 30;
// Second Life confirms a transfer within seconds; without transaction_result after a minute it is made once more.
integer TRANSFER_WAIT = 60;
integer TRANSFER_TRIES = 2;
// The vendor takes no more payments when this many records wait or less than RESERVED_SPACE bytes are left.
integer QUEUE_CAPACITY = 200;
integer RESERVED_SPACE = 8192;

// When the latest transfers were made, for the pacing.
list sentAt = [];

string number10(integer number)
{
    return llGetSubString("000000000" + (string)number, -10, -1);
}

// Keeps a record under the next number; "" when there is no room. Only this script numbers records, so two
// scripts never take the same number.
string store(string kind, string body)
{
    integer number = (integer)llLinksetDataRead(SEQUENCE) + 1;
    while (llLinksetDataCountFound(":" + number10(number) + "$")) number++;
    string name = kind + number10(number);
    if (llLinksetDataWrite(name, body) != LINKSETDATA_OK) return "";
    llLinksetDataWrite(SEQUENCE, (string)number);
    return name;
}

// Renames a record keeping its number, with a new body; the old name goes only once the new one is written.
string move(string name, string kind, string body)
{
    string moved = kind + llGetSubString(name, -10, -1);
    if (llLinksetDataWrite(moved, body) != LINKSETDATA_OK) return "";
    llLinksetDataDelete(name);
    return moved;
}

// A JSON string for llJsonSetValue, which would otherwise pass text that looks like JSON unquoted.
string jsonText(string text)
{
    return "\"" + llReplaceSubString(llReplaceSubString(text, "\\", "\\\\", 0), "\"", "\\\"", 0) + "\"";
}

string setting(string name)
{
    return llJsonGetValue(llLinksetDataRead(SETTINGS), [name]);
}

// A message for the owner, sent by vendor-delivery (an instant message would make this script sleep 2 s).
notice(string name, string message)
{
    llLinksetDataWrite(NOTICE + llGetSubString(name, -10, -1), message);
    llMessageLinked(LINK_THIS, 0, "", "vendor:notice");
}

// Why a payment cannot be taken now, or "".
string refusal(integer amount)
{
    integer price = (integer)setting("price");
    integer due = (integer)llLinksetDataRead(DUE);
    string item = setting("item");
    string shown = llLinksetDataRead(SHOWN);
    if (setting("vendor_id") == JSON_INVALID || (item == "" && shown == "")) return "The vendor is not selling right now.";
    if (item == "")
    {
        item = llJsonGetValue(shown, ["name"]);
        price = (integer)llJsonGetValue(shown, ["price"]);
        due = (integer)llJsonGetValue(shown, ["due"]);
        if (llJsonGetValue(shown, ["out"]) != "0") return item + " is not on sale right now.";
    }
    if (amount != price && amount != due)
    {
        if (due < 1) due = price;
        return "The price of " + item + " is L$" + (string)due + ".";
    }
    if (llLinksetDataRead(STOP) != "") return "The vendor is not selling right now.";
    if (llLinksetDataCountFound("^(pay|paid|sale|transfer|refund|parked):") >= QUEUE_CAPACITY || llLinksetDataAvailable() < RESERVED_SPACE)
        return "The vendor cannot take more sales right now.";
    return "";
}

// Makes the transfers waiting, as many as the pacing allows, and each one Second Life never confirmed once more.
transfer()
{
    integer now = llGetUnixTime();
    while (llGetListLength(sentAt) > 0 && now - llList2Integer(sentAt, 0) >= TRANSFER_WINDOW) sentAt = llDeleteSubList(sentAt, 0, 0);
    list names = llLinksetDataFindKeys("^transfer:", 0, 0);
    integer index;
    integer next = 0;
    for (index = 0; index < llGetListLength(names); index++)
    {
        string name = llList2String(names, index);
        string record = llLinksetDataRead(name);
        integer tries = (integer)llJsonGetValue(record, ["tries"]);
        integer due = (integer)llJsonGetValue(record, ["sent_at"]) + TRANSFER_WAIT;
        if (tries > 0 && now < due) next = sooner(next, due);
        else if (tries >= TRANSFER_TRIES) park(name, record);
        else if (!(llGetPermissions() & PERMISSION_DEBIT) || llGetPermissionsKey() != llGetOwner()) failed(name, "The vendor has no permission to give L$.");
        else if (llGetListLength(sentAt) >= TRANSFER_LIMIT) next = sooner(next, llList2Integer(sentAt, 0) + TRANSFER_WINDOW);
        else
        {
            // The try is kept before the L$ move, so a reset cannot repeat it; a second try keeps the record and its sale_id.
            record = llJsonSetValue(llJsonSetValue(record, ["tries"], (string)(tries + 1)), ["sent_at"], (string)now);
            llLinksetDataWrite(name, record);
            key id = llTransferLindenDollars((key)llJsonGetValue(record, ["user_id"]), (integer)llJsonGetValue(record, ["amount"]));
            llLinksetDataWrite(name, llJsonSetValue(record, ["transaction_key"], (string)id));
            sentAt += [now];
            next = sooner(next, now + TRANSFER_WAIT);
        }
    }
    if (next) llSetTimerEvent(next - now + 1);
    else llSetTimerEvent(0.0);
    // vendor-delivery sends the lowest free memory of the set with its heartbeat.
    string free = (string)llGetFreeMemory();
    if (llLinksetDataRead("vendor:memory:" + llGetScriptName()) != free) llLinksetDataWrite("vendor:memory:" + llGetScriptName(), free);
}

integer sooner(integer next, integer at)
{
    if (!next || at < next) return at;
    return next;
}

string amountTo(string record)
{
    return "a refund of L$" + llJsonGetValue(record, ["amount"]) + " to secondlife:///app/agent/" + llJsonGetValue(record, ["user_id"]) + "/about";
}

// A refund that failed: reported with success false, and the owner asked to check it.
failed(string name, string reason)
{
    string record = llLinksetDataRead(name);
    move(name, REPORT, llJsonSetValue(llJsonSetValue(report(record), ["success"], JSON_FALSE), ["reason"], jsonText(llGetSubString(reason, 0, 99))));
    notice(name, amountTo(record) + " failed (" + reason + "). Check your transaction history and refund it by hand if it is not there.");
    llMessageLinked(LINK_THIS, 0, "", "vendor:refunded");
}

// Twice without an answer from Second Life: parked as unconfirmed, never made again by itself.
park(string name, string record)
{
    string reason = "Second Life did not confirm the refund, twice.";
    move(name, PARKED, llJsonSetValue(llJsonSetValue(report(record), ["success"], JSON_FALSE), ["reason"], reason));
    notice(name, amountTo(record) + " was not confirmed (" + reason + "). Check your transaction history and refund it by hand if it is not there.");
}

// The refund report the platform takes: the record without the fields kept for the transfer.
string report(string record)
{
    return llJsonSetValue(llJsonSetValue(record, ["tries"], JSON_DELETE), ["sent_at"], JSON_DELETE);
}

default
{
    state_entry()
    {
        if (llGetLinkNumber() > 1)
        {
            llOwnerSay(llGetScriptName() + " must be in the vendor's root prim (Second Life pays the root prim). It has stopped.");
            llSetScriptState(llGetScriptName(), FALSE);
            return;
        }
        // Refunds Second Life had not confirmed when the script restarted: their outcome will never come.
        list names = llLinksetDataFindKeys("^transfer:", 0, 0);
        integer index;
        for (index = 0; index < llGetListLength(names); index++)
        {
            string name = llList2String(names, index);
            if (llJsonGetValue(llLinksetDataRead(name), ["tries"]) != JSON_INVALID) failed(name, "The vendor restarted before Second Life confirmed the refund.");
        }
        llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
    }

    run_time_permissions(integer granted)
    {
        if (granted & PERMISSION_DEBIT) state paying;
        llOwnerSay("The vendor needs permission to refund wrong payments. Touch it to be asked again.");
    }

    link_message(integer sender, integer number, string text, key id)
    {
        if ((string)id == "vendor:ask") llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
    }
}

// Taking payments. The script never leaves this state and never resets itself: either would drop payments waiting in
// its event queue.
state paying
{
    state_entry()
    {
        llLinksetDataWrite(DEBIT, (string)llGetOwner());
        llMessageLinked(LINK_THIS, 0, "", "vendor:ready");
        transfer();
    }

    money(key buyer, integer amount)
    {
        // A client can still send L$0: nothing was paid, so there is nothing to keep or give back.
        if (amount <= 0) return;
        string problem = refusal(amount);
        if (problem == "")
        {
            list fields = ["user_id", (string)buyer, "paid", amount, "at", llGetUnixTime()];
            string shown = llLinksetDataRead(SHOWN);
            if (setting("item") == "") fields += ["product_id", llJsonGetValue(shown, ["id"]), "item", jsonText(llJsonGetValue(shown, ["item"])),
                "catalogue_version", jsonText(llJsonGetValue(shown, ["v"]))];
            if (store(PAY, llList2Json(JSON_OBJECT, fields)) != "")
            {
                llMessageLinked(LINK_THIS, 0, "", "vendor:pay");
                return;
            }
            problem = "The vendor cannot take more sales right now.";
        }
        // Refunded in full, under a sale_id of its own; vendor-delivery reports it once Second Life confirms it.
        store(TRANSFER, llList2Json(JSON_OBJECT, ["vendor_id", setting("vendor_id"), "sale_id", (string)llGenerateKey(), "user_id", (string)buyer, "amount", amount]));
        llRegionSayTo(buyer, 0, problem + " Your L$" + (string)amount + " is being refunded.");
        transfer();
    }

    link_message(integer sender, integer number, string text, key id)
    {
        if ((string)id == "vendor:refund") transfer();
    }

    transaction_result(key id, integer success, string data)
    {
        list names = llLinksetDataFindKeys("^transfer:", 0, 0);
        integer index;
        for (index = 0; index < llGetListLength(names); index++)
        {
            string name = llList2String(names, index);
            string record = llLinksetDataRead(name);
            if (llJsonGetValue(record, ["transaction_key"]) == (string)id)
            {
                if (!success) failed(name, data);
                else
                {
                    move(name, REPORT, llJsonSetValue(report(record), ["success"], JSON_TRUE));
                    llMessageLinked(LINK_THIS, 0, "", "vendor:refunded");
                }
            }
        }
        transfer();
    }

    timer()
    {
        transfer();
    }

    // Permission to pay L$ belongs to the owner who gave it: a new owner is asked, without leaving this state.
    changed(integer changes)
    {
        if ((changes & CHANGED_OWNER) && llGetPermissionsKey() != llGetOwner()) llRequestPermissions(llGetOwner(), PERMISSION_DEBIT);
    }

    run_time_permissions(integer granted)
    {
        if (granted & PERMISSION_DEBIT) llLinksetDataWrite(DEBIT, (string)llGetOwner());
        llMessageLinked(LINK_THIS, 0, "", "vendor:ready");
        transfer();
    }
}
